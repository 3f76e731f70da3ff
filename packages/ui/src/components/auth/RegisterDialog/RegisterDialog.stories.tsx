import { fieldRulesFromWire } from '@atrium/domain/validation';
import { DEMO_REGISTER_RULES } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { manualClock, type ManualClock } from '../../primitives/CountdownButton';
import { RegisterDialog, type RegisterDialogProps } from './RegisterDialog';
import {
  SMS_SECONDS,
  STORY_NOW,
  allFieldsRules,
  captchaImage,
  captchaRules,
  countries,
  demoRules,
} from './RegisterDialog.fixtures';

const meta = {
  title: 'Auth/RegisterDialog',
  component: RegisterDialog,
  args: {
    types: ['register', 'registerMobile'],
    defaultType: 'registerMobile',
    rules: demoRules,
    isSmsVerificationOn: true,
    countries,
    defaultCountryCode: 'TH',
    smsSentAt: null,
    smsCountdownSeconds: SMS_SECONDS,
    onSendSmsCode: fn(),
    onOpenChange: fn(),
    onTypeChange: fn(),
    onRefreshCaptcha: fn(),
    onSubmit: fn(),
    onSwitchToLogin: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Create an account' });

/** An input by its visible label (a required field's label ends with its "*" mark). */
function field(scope: ReturnType<typeof within>, label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabelText(new RegExp(`^${escaped}\\*?$`), { selector: 'input' });
}

/** Fills the username-registration fields with values that pass the demo rules. */
async function fillValidUsernameForm(
  user: { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void> },
  options: { confirm?: string; tick?: boolean } = {},
) {
  const d = within(await dialog());
  await user.type(field(d, 'Username'), 'LuckyTiger8');
  await user.type(field(d, 'Password'), 'abc12345');
  await user.type(field(d, 'Confirm password'), options.confirm ?? 'abc12345');
  if (options.tick !== false) {
    await user.click(d.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(d.getByRole('checkbox', { name: /at least 18 years old/ }));
  }
}

export const Playground: Story = {};

export const UsernameType: Story = {
  args: { types: ['register'], defaultType: 'register', isSmsVerificationOn: false },
  play: async () => {
    const d = within(await dialog());
    await expect(d.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(field(d, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(d, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(d, 'Email')).toHaveAttribute('autocomplete', 'email');
    // The demo rule enables the mobile number without requiring it.
    await expect(d.getByRole('group', { name: 'Mobile number (optional)' })).toBeVisible();
  },
};

export const MobileType: Story = {
  args: { types: ['registerMobile'], defaultType: 'registerMobile' },
  play: async () => {
    const d = within(await dialog());
    await expect(d.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(d.getByRole('group', { name: 'Mobile number' })).toBeVisible();
    await expect(field(d, 'Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(d.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const BothTypesWithTabs: Story = {
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    await step('§4 mobile is the default with MOBILENUMREG3; both tabs are offered', async () => {
      await expect(d.getByRole('tab', { name: 'Mobile number', selected: true })).toBeVisible();
      await expect(d.getByRole('tab', { name: 'Username', selected: false })).toBeVisible();
    });
    await step('switching type keeps what was typed', async () => {
      await userEvent.type(field(d, 'Username'), 'LuckyTiger8');
      await userEvent.click(d.getByRole('tab', { name: 'Username' }));
      await expect(args.onTypeChange).toHaveBeenLastCalledWith('register');
      await expect(await waitFor(() => field(d, 'Username'))).toHaveValue('LuckyTiger8');
      // The demo rule enables the mobile number without requiring it: no SMS code by username.
      await expect(d.getByRole('group', { name: 'Mobile number (optional)' })).toBeVisible();
      await expect(d.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    });
  },
};

export const AllOptionalFieldsEnabled: Story = {
  args: { rules: allFieldsRules, captchaImage },
  play: async () => {
    const d = within(await dialog());
    for (const label of [
      'Real name',
      'Email',
      'QQ number',
      'LINE ID',
      'WhatsApp',
      'Facebook',
      'WeChat ID',
      'ID number',
      'Recommender ID',
      'Affiliate code',
      'Payment password',
      'Captcha',
    ]) {
      await expect(field(d, label)).toBeVisible();
    }
  },
};

export const WithCaptcha: Story = {
  args: { rules: captchaRules, captchaImage, types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'New captcha image' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    await expect(await d.findByText('Please enter the captcha.')).toBeVisible();
  },
};

export const WithReferralCode: Story = {
  args: { initialValues: { referralCode: 'FRIEND2026' }, types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    const referral = field(d, 'Referral code');
    await step('the code from the link is shown and cannot be changed', async () => {
      await expect(referral).toHaveValue('FRIEND2026');
      await expect(referral).toHaveAttribute('readonly');
      await userEvent.type(referral, 'X');
      await expect(referral).toHaveValue('FRIEND2026');
    });
    await step('it is sent with the form', async () => {
      await fillValidUsernameForm(userEvent);
      await userEvent.click(d.getByRole('button', { name: 'Register' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        { username: 'LuckyTiger8', password: 'abc12345', confirmPassword: 'abc12345', referralCode: 'FRIEND2026' },
        'register',
      );
    });
  },
};

export const SmsCountingDown: Story = {
  args: { smsSentAt: STORY_NOW, smsClock: manualClock(STORY_NOW + 18_000) },
  play: async ({ args }) => {
    const d = within(await dialog());
    await expect(d.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
    (args.smsClock as ManualClock).advance(42_000);
    await expect(await d.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    const submit = d.getByRole('button', { name: 'Register' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await fillValidUsernameForm(userEvent);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    errorKey: 'errors:field.usernameTaken',
    fieldErrors: { username: 'errors:field.usernameTaken' },
    initialValues: { username: 'LuckyTiger8' },
  },
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('This username is already taken.');
    const username = field(d, 'Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('This username is already taken.');
    await userEvent.type(username, '9');
    await expect(username).not.toHaveAttribute('aria-invalid');
  },
};

export const LongText: Story = {
  args: {
    rules: allFieldsRules,
    captchaImage,
    initialValues: {
      username: 'TheLuckiestTigerOfTheEntireSoutheastAsianRegion2026',
      email: 'a.very.long.email.address.for.testing.wrapping@subdomain.example-casino-platform.com',
      referralCode: 'SUMMER-FESTIVAL-GRAND-PRIZE-INVITATION-2026-ABCDEFGHIJ',
    },
    errorKey: 'errors:timeout',
  },
  play: async () => {
    await dialog();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The /register page body (§2 routes): the same form under a heading, without the dialog. */
export const AsPageBody: Story = {
  args: { presentation: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: 'إنشاء حساب' });
    await expect(d).toHaveAttribute('dir', 'rtl');
    await expect(within(d).getByRole('tab', { name: 'رقم الجوال', selected: true })).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'تسجيل' })).toBeVisible();
  },
};

// ── Behaviour ───────────────────────────────────────────────────────────────────────────────────────────────────

export const RejectsMismatchedConfirmation: Story = {
  args: { types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    await fillValidUsernameForm(userEvent, { confirm: 'abc12346' });
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    const confirm = field(d, 'Confirm password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('The confirmation password is not correct.');
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiresTermsAndAge: Story = {
  args: { types: ['register'], defaultType: 'register', minimumAge: 21 },
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    await step('§5 terms agreement and age confirmation are required', async () => {
      await fillValidUsernameForm(userEvent, { tick: false });
      await userEvent.click(d.getByRole('button', { name: 'Register' }));
      await expect(d.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
        'Please agree to the terms to continue.',
      );
      await expect(d.getByRole('checkbox', { name: /at least 21 years old/ })).toHaveAccessibleDescription(
        'Please confirm that you are at least 21 years old.',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('ticked, the form is sent with what the user entered', async () => {
      await userEvent.click(d.getByRole('checkbox', { name: /terms and conditions/ }));
      await userEvent.click(d.getByRole('checkbox', { name: /at least 21 years old/ }));
      await userEvent.click(d.getByRole('button', { name: 'Register' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        { username: 'LuckyTiger8', password: 'abc12345', confirmPassword: 'abc12345' },
        'register',
      );
    });
  },
};

export const ShowsPatternMessageWithLengths: Story = {
  args: {
    types: ['register'],
    defaultType: 'register',
    rules: fieldRulesFromWire({
      ...DEMO_REGISTER_RULES,
      affiliateCode: { ...DEMO_REGISTER_RULES.affiliateCode, minLength: 8, maxLength: 8 },
    }),
  },
  play: async ({ userEvent, step }) => {
    const d = within(await dialog());
    await userEvent.type(field(d, 'Username'), '8ab');
    await userEvent.type(field(d, 'Affiliate code'), 'AB12');
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    await step('§5 the per-pattern text with min and max substituted', async () => {
      await expect(field(d, 'Username')).toHaveAccessibleDescription(
        'Start with a letter; use only letters and digits. Length: 6 to 16 characters.',
      );
    });
    await step('§5 a single length when min equals max', async () => {
      await expect(field(d, 'Affiliate code')).toHaveAccessibleDescription(
        'Use only letters and digits, no special characters. Length: exactly 8 characters.',
      );
    });
  },
};

export const SubmitsWithKeyboard: Story = {
  args: { types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    await userEvent.type(field(d, 'Username'), 'LuckyTiger8');
    await userEvent.tab();
    await expect(field(d, 'Password')).toHaveFocus();
    await userEvent.keyboard('abc12345');
    await userEvent.type(field(d, 'Confirm password'), 'abc12345');
    for (const name of [/terms and conditions/, /at least 18 years old/]) {
      d.getByRole('checkbox', { name }).focus();
      await userEvent.keyboard(' ');
      await expect(d.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(field(d, 'Username'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { username: 'LuckyTiger8', password: 'abc12345', confirmPassword: 'abc12345' },
      'register',
    );
  },
};

function ServerRefusal(args: RegisterDialogProps) {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <RegisterDialog
      {...args}
      errorKey={errorKey}
      onSubmit={(form, type) => {
        args.onSubmit(form, type);
        setErrorKey('errors:field.usernameTaken');
      }}
    />
  );
}

export const KeepsInputOnServerError: Story = {
  args: { types: ['register'], defaultType: 'register' },
  render: (args) => <ServerRefusal {...args} />,
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    await fillValidUsernameForm(userEvent);
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await d.findByRole('alert')).toHaveTextContent('This username is already taken.');
    await expect(field(d, 'Username')).toHaveValue('LuckyTiger8');
    await expect(field(d, 'Password')).toHaveValue('abc12345');
    await expect(field(d, 'Confirm password')).toHaveValue('abc12345');
    await expect(d.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  },
};

function SmsSender(args: RegisterDialogProps & { readonly smsClock: ManualClock }) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  return (
    <RegisterDialog
      {...args}
      smsSentAt={sentAt}
      onSendSmsCode={(request) => {
        args.onSendSmsCode(request);
        setSentAt(args.smsClock.now());
      }}
    />
  );
}

export const SendsSmsCodeAndCountsDown: Story = {
  args: { types: ['registerMobile'], defaultType: 'registerMobile', smsClock: manualClock(STORY_NOW) },
  render: (args) => <SmsSender {...args} smsClock={args.smsClock as ManualClock} />,
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    const mobile = d.getByRole('textbox', { name: 'Mobile number' });
    await step('§5 an invalid number is refused before sending', async () => {
      await userEvent.type(mobile, '81234');
      await userEvent.click(d.getByRole('button', { name: 'Send code' }));
      await expect(mobile).toHaveAccessibleDescription('Use digits only. Length: 6 to 15 characters.');
      await expect(args.onSendSmsCode).not.toHaveBeenCalled();
    });
    await step('a valid Thai number is sent with its dialing code', async () => {
      await userEvent.type(mobile, '5678');
      await userEvent.click(d.getByRole('button', { name: 'Send code' }));
      await expect(args.onSendSmsCode).toHaveBeenCalledWith({
        type: 'registerMobile',
        countryCode: 'TH',
        countryDialingCode: '66',
        mobileNum: '812345678',
      });
    });
    await step('§4 the button is disabled with the seconds left, then comes back', async () => {
      await expect(await d.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
      (args.smsClock as ManualClock).advance(30_000);
      await expect(await d.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
      (args.smsClock as ManualClock).advance(30_000);
      await waitFor(() => expect(d.getByRole('button', { name: 'Resend code' })).toBeEnabled());
    });
  },
};
