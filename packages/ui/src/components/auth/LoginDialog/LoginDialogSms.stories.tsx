import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen } from 'storybook/test';
import { manualClock } from '../../primitives/CountdownButton';
import { WaitAMinuteButton, findDialog, waitAMinute } from '../../../stories/helpers';
import { STORY_NOW } from '../../forms/storyFixtures';
import { LoginDialog } from './LoginDialog';
import { loginStoryArgs } from './LoginDialog.fixtures';

// The SMS tab of the login dialog: same title as LoginDialog.stories.tsx, so the story ids are the dialog's.
const meta = {
  title: 'Auth/LoginDialog',
  component: LoginDialog,
  args: loginStoryArgs,
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Log in');
const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

export const SmsTab: Story = {
  args: { initialValues: { tab: 'sms' } },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('tab', { name: 'SMS code', selected: true })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const SmsCountingDown: Story = {
  args: {
    initialValues: { tab: 'sms', countryCode: 'TH', mobileNum: '812345678' },
    smsSentAt: STORY_NOW,
    clock: manualClock(STORY_NOW + 18_000),
  },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  },
};

export const RememberedMobile: Story = {
  args: { initialValues: { tab: 'sms', countryCode: 'TH', mobileNum: '812345678', rememberMe: true } },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('812345678');
    await expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('TH');
  },
};

export const SwitchesToSmsTab: Story = {
  play: async ({ args, userEvent, step }) => {
    await dialog();
    await userEvent.type(usernameBox(), 'player01');
    await step('the SMS tab shows the mobile number and code', async () => {
      await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
      await expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    });
    await step('an SMS login is sent with the region dialing code', async () => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'TH');
      await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '812345678');
      await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
      await userEvent.click(submitButton());
      await expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'sms',
        countryDialingCode: '66',
        mobileNum: '812345678',
        code: '246810',
        rememberMe: false,
      });
    });
    await step('back on the username tab, the username is still there', async () => {
      await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
      await expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    });
  },
};

export const RejectsInvalidMobile: Story = {
  name: '§5 Login by SMS: mobileNum required and valid',
  args: { initialValues: { tab: 'sms', countryCode: 'TH' } },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await step('send code refuses a number with letters', async () => {
      await userEvent.type(mobile, '81234abc');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(mobile).toHaveAccessibleDescription('Use digits only. Length: 6 to 15 characters.');
      await expect(args.onSendSmsCode).not.toHaveBeenCalled();
    });
    await step('log in without a code is refused too', async () => {
      await userEvent.click(submitButton());
      await expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
        'This field cannot be empty.',
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const SendsSmsCodeAndCountsDown: Story = {
  args: { initialValues: { tab: 'sms', countryCode: 'TH' } },
  render: function Render(args) {
    const [clock] = useState(() => manualClock(STORY_NOW));
    const [sentAt, setSentAt] = useState<number | null>(null);
    return (
      <>
        <LoginDialog
          {...args}
          clock={clock}
          smsSentAt={sentAt}
          onSendSmsCode={(target) => {
            args.onSendSmsCode(target);
            setSentAt(clock.now());
          }}
        />
        <WaitAMinuteButton clock={clock} />
      </>
    );
  },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    await step('send: the code goes to +66 812345678 and the button counts down', async () => {
      await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '812345678');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await expect(args.onSendSmsCode).toHaveBeenCalledWith({ countryDialingCode: '66', mobileNum: '812345678' });
      await expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    });
    await step('a minute later it can be sent again', async () => {
      waitAMinute();
      await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
      await expect(args.onSendSmsCode).toHaveBeenCalledTimes(2);
    });
  },
};
