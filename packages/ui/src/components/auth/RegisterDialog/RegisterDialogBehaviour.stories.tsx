import { fieldRulesFromWire } from '@atrium/domain/validation';
import { DEMO_REGISTER_RULES } from '@atrium/api/demo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { manualClock, type ManualClock } from '../../primitives/CountdownButton';
import { inputByLabel } from '../../../stories/helpers';
import { RegisterDialog, type RegisterDialogProps } from './RegisterDialog';
import { STORY_NOW, fillValidUsernameForm, registerDialog, registerStoryArgs } from './RegisterDialog.fixtures';

// What the registration dialog does; same title as RegisterDialog.stories.tsx, so the story ids are the dialog's.
const meta = {
  title: 'Auth/RegisterDialog',
  component: RegisterDialog,
  args: registerStoryArgs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RejectsMismatchedConfirmation: Story = {
  args: { types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await registerDialog());
    await fillValidUsernameForm(userEvent, { confirm: 'abc12346' });
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    const confirm = inputByLabel(d, 'Confirm password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('The confirmation password is not correct.');
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiresTermsAndAge: Story = {
  args: { types: ['register'], defaultType: 'register', minimumAge: 21 },
  play: async ({ userEvent, args, step }) => {
    const d = within(await registerDialog());
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
    const d = within(await registerDialog());
    await userEvent.type(inputByLabel(d, 'Username'), '8ab');
    await userEvent.type(inputByLabel(d, 'Affiliate code'), 'AB12');
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    await step('§5 the per-pattern text with min and max substituted', async () => {
      await expect(inputByLabel(d, 'Username')).toHaveAccessibleDescription(
        'Start with a letter; use only letters and digits. Length: 6 to 16 characters.',
      );
    });
    await step('§5 a single length when min equals max', async () => {
      await expect(inputByLabel(d, 'Affiliate code')).toHaveAccessibleDescription(
        'Use only letters and digits, no special characters. Length: exactly 8 characters.',
      );
    });
  },
};

export const SubmitsWithKeyboard: Story = {
  args: { types: ['register'], defaultType: 'register' },
  play: async ({ userEvent, args }) => {
    const d = within(await registerDialog());
    await userEvent.type(inputByLabel(d, 'Username'), 'LuckyTiger8');
    await userEvent.tab();
    await expect(inputByLabel(d, 'Password')).toHaveFocus();
    await userEvent.keyboard('abc12345');
    await userEvent.type(inputByLabel(d, 'Confirm password'), 'abc12345');
    for (const name of [/terms and conditions/, /at least 18 years old/]) {
      d.getByRole('checkbox', { name }).focus();
      await userEvent.keyboard(' ');
      await expect(d.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(inputByLabel(d, 'Username'));
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
    const d = within(await registerDialog());
    await fillValidUsernameForm(userEvent);
    await userEvent.click(d.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await d.findByRole('alert')).toHaveTextContent('This username is already taken.');
    await expect(inputByLabel(d, 'Username')).toHaveValue('LuckyTiger8');
    await expect(inputByLabel(d, 'Password')).toHaveValue('abc12345');
    await expect(inputByLabel(d, 'Confirm password')).toHaveValue('abc12345');
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
    const d = within(await registerDialog());
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
