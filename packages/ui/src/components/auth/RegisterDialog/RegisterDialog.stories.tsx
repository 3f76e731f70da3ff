import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { manualClock, type ManualClock } from '../../primitives/CountdownButton';
import { expectNoSideScroll, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { RegisterDialog } from './RegisterDialog';
import {
  STORY_NOW,
  allFieldsRules,
  captchaImage,
  captchaRules,
  fillValidUsernameForm,
  registerDialog,
  registerStoryArgs,
} from './RegisterDialog.fixtures';

// What the dialog shows; what it does is in RegisterDialogBehaviour.stories.tsx, under the same title.
const meta = {
  title: 'Auth/RegisterDialog',
  component: RegisterDialog,
  args: registerStoryArgs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

export const UsernameType: Story = {
  args: { types: ['register'], defaultType: 'register', isSmsVerificationOn: false },
  play: async () => {
    const d = within(await registerDialog());
    await expect(d.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(inputByLabel(d, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(inputByLabel(d, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(inputByLabel(d, 'Email')).toHaveAttribute('autocomplete', 'email');
    // The demo rule enables the mobile number without requiring it.
    await expect(d.getByRole('group', { name: 'Mobile number (optional)' })).toBeVisible();
  },
};

export const MobileType: Story = {
  args: { types: ['registerMobile'], defaultType: 'registerMobile' },
  play: async () => {
    const d = within(await registerDialog());
    await expect(d.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(d.getByRole('group', { name: 'Mobile number' })).toBeVisible();
    await expect(inputByLabel(d, 'Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(d.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const BothTypesWithTabs: Story = {
  play: async ({ userEvent, args, step }) => {
    const d = within(await registerDialog());
    await step('§4 mobile is the default with MOBILENUMREG3; both tabs are offered', async () => {
      await expect(d.getByRole('tab', { name: 'Mobile number', selected: true })).toBeVisible();
      await expect(d.getByRole('tab', { name: 'Username', selected: false })).toBeVisible();
    });
    await step('switching type keeps what was typed', async () => {
      await userEvent.type(inputByLabel(d, 'Username'), 'LuckyTiger8');
      await userEvent.click(d.getByRole('tab', { name: 'Username' }));
      await expect(args.onTypeChange).toHaveBeenLastCalledWith('register');
      await expect(await waitFor(() => inputByLabel(d, 'Username'))).toHaveValue('LuckyTiger8');
      // The demo rule enables the mobile number without requiring it: no SMS code by username.
      await expect(d.getByRole('group', { name: 'Mobile number (optional)' })).toBeVisible();
      await expect(d.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    });
  },
};

export const AllOptionalFieldsEnabled: Story = {
  args: { rules: allFieldsRules, captchaImage },
  play: async () => {
    const d = within(await registerDialog());
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
      await expect(inputByLabel(d, label)).toBeVisible();
    }
  },
};

export const WithCaptcha: Story = {
  args: { rules: captchaRules, captchaImage, types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await registerDialog());
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
    const d = within(await registerDialog());
    const referral = inputByLabel(d, 'Referral code');
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
    const d = within(await registerDialog());
    await expect(d.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
    (args.smsClock as ManualClock).advance(42_000);
    await expect(await d.findByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await registerDialog());
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
    const d = within(await registerDialog());
    await expect(d.getByRole('alert')).toHaveTextContent('This username is already taken.');
    const username = inputByLabel(d, 'Username');
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
    await registerDialog();
    await expectNoSideScroll();
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

export const Rtl: Story = inArabic([
  { dialog: 'إنشاء حساب' },
  { role: 'tab', name: 'رقم الجوال', selected: true },
  { role: 'button', name: 'تسجيل' },
]);
