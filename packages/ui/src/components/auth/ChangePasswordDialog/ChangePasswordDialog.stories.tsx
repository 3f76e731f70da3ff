import { fieldRuleFromWire } from '@atrium/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { expectNoSideScroll, findDialog } from '../../../stories/helpers';
import { inArabic, inChinese } from '../../../stories/languageStories';
import { dismissesByButtonAndEscape } from '../../../stories/dialogStories';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';

const meta = {
  title: 'Auth/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: {
    isOpen: true,
    variant: 'voluntary',
    needsOldPassword: true,
    onSubmit: fn(),
    onClose: fn(),
    onSignOut: fn(),
    isSubmitting: false,
    errorKey: null,
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Change password');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const oldBox = () => field('Current password');
const newBox = () => field('New password');
const confirmBox = () => field('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Change password' });

async function fill(
  userEvent: { type: (el: Element, text: string) => Promise<void> },
  values: { old?: string; next: string; confirm: string },
) {
  if (values.old !== undefined) await userEvent.type(oldBox(), values.old);
  await userEvent.type(newBox(), values.next);
  await userEvent.type(confirmBox(), values.confirm);
}

export const Playground: Story = {};

export const Voluntary: Story = {
  play: async () => {
    await dialog();
    await expect(oldBox()).toHaveAttribute('autocomplete', 'current-password');
    await expect(newBox()).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    await expect(newBox()).toHaveAccessibleDescription('Use both letters and digits. Length: 6 to 20 characters.');
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const ForcedDefaultPassword: Story = {
  args: { variant: 'forced', reason: 'defaultPassword', needsOldPassword: false },
  play: async () => {
    const forced = await dialog();
    await expect(forced).toHaveTextContent('You are still using the default password.');
    await expect(screen.queryByLabelText(/^Current password/, { selector: 'input' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Log out instead' })).toBeVisible();
  },
};

export const ForcedExpired: Story = {
  args: { variant: 'forced', reason: 'expired' },
  play: async () => {
    await expect(await dialog()).toHaveTextContent('Your password has expired.');
    await expect(oldBox()).toBeVisible();
  },
};

export const ServerRule: Story = {
  name: 'Server password rule (pattern 20, 8-32)',
  args: {
    passwordRule: fieldRuleFromWire({ enabled: 1, required: 1, patternId: 20, minLength: 8, maxLength: 32 }),
  },
  play: async () => {
    await dialog();
    await expect(newBox()).toHaveAccessibleDescription(
      'Use at least one capital letter, one small letter, one digit and one symbol. Length: 8 to 32 characters.',
    );
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    await dialog();
    await expect(submit()).toBeDisabled();
    await expect(submit()).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { errorKey: 'errors:field.passwordIncorrect' },
  play: async () => {
    await dialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('The current password is incorrect.');
  },
};

export const FieldErrors: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.click(submit());
    for (const box of [oldBox(), newBox(), confirmBox()]) await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmBox()).toHaveAccessibleDescription('This field cannot be empty.');
    await waitFor(() => expect(oldBox()).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RejectsShortPassword: Story = {
  name: '§5 Change password: new password with password rule',
  play: async ({ args, userEvent }) => {
    await dialog();
    await fill(userEvent, { old: 'old12345', next: 'ab1', confirm: 'ab1' });
    await userEvent.click(submit());
    await expect(newBox()).toHaveAttribute('aria-invalid', 'true');
    await expect(newBox()).toHaveAccessibleDescription(/Length: 6 to 20 characters\.$/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RejectsMismatchedConfirmation: Story = {
  name: '§5 Change password: confirmation required and equal',
  play: async ({ args, userEvent }) => {
    await dialog();
    await fill(userEvent, { old: 'old12345', next: 'newpass123', confirm: 'newpass124' });
    await userEvent.click(submit());
    await expect(confirmBox()).toHaveAccessibleDescription('The confirmation password is not correct.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsTheChange: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await fill(userEvent, { old: 'old12345', next: 'newpass123', confirm: 'newpass123' });
    await userEvent.click(submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'old12345',
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });
  },
};

export const ConfirmsTheChange: Story = {
  args: { isChanged: true, onDone: fn() },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    await step('§5 the accepted change is said, in place of the form', async () => {
      await expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
      await expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    });
    await step('OK closes it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      await expect(args.onDone).toHaveBeenCalledTimes(1);
    });
  },
};

export const ForcedConfirmsTheChange: Story = {
  args: { variant: 'forced', reason: 'expired', isChanged: true, onDone: fn() },
  play: async ({ args, userEvent }) => {
    await dialog();
    await expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** The forced change is done: Escape finishes the confirmation like OK (nothing is left to force). */
export const ForcedConfirmationClosesOnEscape: Story = {
  args: { variant: 'forced', reason: 'expired', isChanged: true, onDone: fn() },
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const SubmitsWithoutOldPasswordWhenHeld: Story = {
  args: { variant: 'forced', reason: 'defaultPassword', needsOldPassword: false },
  play: async ({ args, userEvent }) => {
    await dialog();
    await fill(userEvent, { next: 'newpass123', confirm: 'newpass123' });
    await userEvent.click(submit());
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'newpass123', confirmPassword: 'newpass123' });
  },
};

export const ForcedCannotBeDismissed: Story = {
  args: { variant: 'forced', reason: 'expired' },
  play: async ({ args, userEvent, step }) => {
    await dialog();
    await step('Escape does not close it', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen.getByRole('dialog', { name: 'Change password' })).toBeVisible();
      await expect(args.onClose).not.toHaveBeenCalled();
    });
    await step('logging out is the way out', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Log out instead' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

export const VoluntaryCancelCloses: Story = {
  play: dismissesByButtonAndEscape({ button: 'Cancel', handler: 'onClose' }),
};

function RefusingParent(props: ChangePasswordDialogProps) {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <ChangePasswordDialog
      {...props}
      errorKey={errorKey}
      onSubmit={(change) => {
        props.onSubmit(change);
        setErrorKey('errors:field.passwordIncorrect');
      }}
    />
  );
}

export const KeepsInputOnServerError: Story = {
  render: (args) => <RefusingParent {...args} />,
  play: async ({ args, userEvent }) => {
    await dialog();
    await fill(userEvent, { old: 'wrong1234', next: 'newpass123', confirm: 'newpass123' });
    await userEvent.click(submit());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    await expect(oldBox()).toHaveValue('wrong1234');
    await expect(newBox()).toHaveValue('newpass123');
    await expect(confirmBox()).toHaveValue('newpass123');
  },
};

export const LongText: Story = {
  args: {
    variant: 'forced',
    reason: 'defaultPassword',
    errorKey: 'errors:invalidDomain',
    passwordRule: fieldRuleFromWire({ enabled: 1, required: 1, patternId: 20, minLength: 12, maxLength: 64 }),
  },
  play: async () => {
    await dialog();
    await expectNoSideScroll();
  },
};

export const Rtl: Story = {
  ...inArabic({ dialog: 'تغيير كلمة المرور', says: 'انتهت صلاحية كلمة المرور.' }),
  args: { variant: 'forced', reason: 'expired' },
};

export const Chinese: Story = inChinese({ dialog: '修改密码' });
