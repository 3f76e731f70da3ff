import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { manualClock, type ManualClock } from '../../primitives/CountdownButton';
import { SMS_SECONDS, STORY_NOW, countries, demoRules } from '../RegisterDialog/RegisterDialog.fixtures';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './ForgotPasswordDialog';

const meta = {
  title: 'Auth/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: {
    methods: ['mobile', 'email'],
    defaultMethod: 'mobile',
    rules: demoRules,
    countries,
    defaultCountryCode: 'TH',
    smsSentAt: null,
    smsCountdownSeconds: SMS_SECONDS,
    onSendSmsCode: fn(),
    onOpenChange: fn(),
    onMethodChange: fn(),
    onSubmitEmail: fn(),
    onSubmitMobile: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Forgot password');

export const Playground: Story = {};

/** Without CHNGPASSVERIF3 (§4): e-mail only, no selector. */
export const EmailDefault: Story = {
  args: { methods: ['email'], defaultMethod: 'email' },
  play: async () => {
    const d = within(await dialog());
    await expect(d.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(inputByLabel(d, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(inputByLabel(d, 'Email')).toHaveAttribute('autocomplete', 'email');
    await expect(d.getByRole('button', { name: 'Send reset email' })).toBeEnabled();
  },
};

/** With CHNGPASSVERIF3 (§4): mobile is the default and the selector is shown. */
export const MobileDefaultWithSelector: Story = {
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    await step('mobile is chosen first', async () => {
      await expect(d.getByRole('tab', { name: 'Mobile number', selected: true })).toBeVisible();
      await expect(d.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    });
    await step('the selector switches to e-mail', async () => {
      await userEvent.click(d.getByRole('tab', { name: 'Email' }));
      await expect(args.onMethodChange).toHaveBeenLastCalledWith('email');
      await expect(await d.findByRole('button', { name: 'Send reset email' })).toBeVisible();
    });
  },
};

export const EmailSent: Story = {
  args: { methods: ['email'], defaultMethod: 'email', isEmailSent: true },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('status')).toHaveTextContent(
      'We have sent you a password reset email. Please check your inbox and follow the link.',
    );
    await expect(d.queryByRole('button', { name: 'Send reset email' })).not.toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Done' })).toBeVisible();
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
  args: { methods: ['email'], defaultMethod: 'email', isSubmitting: true },
  play: async ({ userEvent, args }) => {
    const d = within(await dialog());
    const submit = d.getByRole('button', { name: 'Send reset email' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(inputByLabel(d, 'Username'), 'LuckyTiger8');
    await userEvent.type(inputByLabel(d, 'Email'), 'lucky@example.com{Enter}');
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { methods: ['email'], defaultMethod: 'email', errorKey: 'errors:userNotFound' },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('alert')).toHaveTextContent('The username or email does not exist.');
  },
};

export const LongText: Story = {
  args: { errorKey: 'errors:timeout' },
  play: async () => {
    await dialog();
    await expectNoSideScroll();
  },
};

export const Rtl: Story = inArabic([
  { dialog: 'نسيت كلمة المرور' },
  { role: 'tab', name: 'رقم الجوال', selected: true },
  { role: 'button', name: 'إعادة تعيين كلمة المرور' },
]);

// ── Behaviour ───────────────────────────────────────────────────────────────────────────────────────────────────

function EmailRecovery(args: ForgotPasswordDialogProps) {
  const [isSent, setIsSent] = useState(false);
  return (
    <ForgotPasswordDialog
      {...args}
      isEmailSent={isSent}
      onSubmitEmail={(form) => {
        args.onSubmitEmail(form);
        setIsSent(true);
      }}
    />
  );
}

export const ValidatesEmail: Story = {
  args: { methods: ['email'], defaultMethod: 'email' },
  render: (args) => <EmailRecovery {...args} />,
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    await step('§5 both fields are required', async () => {
      await userEvent.click(d.getByRole('button', { name: 'Send reset email' }));
      await expect(inputByLabel(d, 'Username')).toHaveAccessibleDescription('This field cannot be empty.');
      await expect(inputByLabel(d, 'Username')).toHaveFocus();
      await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    });
    await step('§5 the e-mail follows the e-mail rule; what was typed stays', async () => {
      await userEvent.type(inputByLabel(d, 'Username'), 'LuckyTiger8');
      await userEvent.type(inputByLabel(d, 'Email'), 'lucky@example');
      await userEvent.click(d.getByRole('button', { name: 'Send reset email' }));
      await expect(inputByLabel(d, 'Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(inputByLabel(d, 'Email')).toHaveAccessibleDescription(
        'Enter a valid email address. Length: at most 254 characters.',
      );
      await expect(inputByLabel(d, 'Username')).toHaveValue('LuckyTiger8');
      await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    });
    await step('§8 a valid request is sent, then the sent message shows', async () => {
      await userEvent.type(inputByLabel(d, 'Email'), '.com');
      await userEvent.click(d.getByRole('button', { name: 'Send reset email' }));
      await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'LuckyTiger8', email: 'lucky@example.com' });
      await expect(await d.findByRole('status')).toHaveTextContent(
        'We have sent a password reset email to lucky@example.com.',
      );
    });
  },
};

function MobileRecovery(args: ForgotPasswordDialogProps & { readonly smsClock: ManualClock }) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  return (
    <ForgotPasswordDialog
      {...args}
      smsSentAt={sentAt}
      onSendSmsCode={(request) => {
        args.onSendSmsCode(request);
        setSentAt(args.smsClock.now());
      }}
    />
  );
}

export const SubmitsMobileReset: Story = {
  args: { smsClock: manualClock(STORY_NOW) },
  render: (args) => <MobileRecovery {...args} smsClock={args.smsClock as ManualClock} />,
  play: async ({ userEvent, args, step }) => {
    const d = within(await dialog());
    const mobile = d.getByRole('textbox', { name: 'Mobile number' });
    await step('§5 digits by region: a Thai number has 9 digits', async () => {
      await userEvent.type(mobile, '8123456789');
      await userEvent.click(d.getByRole('button', { name: 'Send code' }));
      await expect(mobile).toHaveAccessibleDescription('A phone number in this region has 9 digits.');
      await expect(args.onSendSmsCode).not.toHaveBeenCalled();
    });
    await step('the code is sent and the button counts down', async () => {
      await userEvent.clear(mobile);
      await userEvent.type(mobile, '812345678');
      await userEvent.click(d.getByRole('button', { name: 'Send code' }));
      await expect(args.onSendSmsCode).toHaveBeenCalledWith({
        countryCode: 'TH',
        countryDialingCode: '66',
        mobileNum: '812345678',
      });
      await expect(await d.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    });
    await step('§5 the new password must be confirmed', async () => {
      await userEvent.type(inputByLabel(d, 'Verification code'), '123456');
      await userEvent.type(inputByLabel(d, 'New password'), 'abc12345');
      await userEvent.type(inputByLabel(d, 'Confirm new password'), 'abc1234');
      await userEvent.click(d.getByRole('button', { name: 'Reset password' }));
      await expect(inputByLabel(d, 'Confirm new password')).toHaveAccessibleDescription(
        'The confirmation password is not correct.',
      );
      await expect(args.onSubmitMobile).not.toHaveBeenCalled();
    });
    await step('corrected, the reset is sent', async () => {
      await userEvent.type(inputByLabel(d, 'Confirm new password'), '5');
      await userEvent.click(d.getByRole('button', { name: 'Reset password' }));
      await waitFor(() =>
        expect(args.onSubmitMobile).toHaveBeenCalledWith({
          countryCode: 'TH',
          countryDialingCode: '66',
          mobileNum: '812345678',
          verificationCode: '123456',
          newPassword: 'abc12345',
          confirmPassword: 'abc12345',
        }),
      );
    });
  },
};
