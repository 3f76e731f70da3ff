import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { AvatarDialog } from './AvatarDialog';
import { BindDialog } from './BindDialog';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import { SocialBindDialog } from './SocialBindDialog';

/** The dialogs of my account: payment password, binding with a code, social binding, avatar. */
const meta = {
  title: 'Member/SecurityCenter/Dialogs',
  component: PaymentPasswordDialog,
  args: { isOpen: true, hasPaymentPassword: false, onSubmit: fn(), onClose: fn(), isSubmitting: false, errorKey: null },
} satisfies Meta<typeof PaymentPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordBox = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

export const Playground: Story = {};

/** No payment password yet: new and confirmation only, 6 digits; valid input is handed over once. */
export const SetPaymentPassword: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Set payment password');
    await expect(within(dialog).queryByLabelText(/^Current payment password/)).toBeNull();
    await expect(passwordBox('New payment password')).toHaveAccessibleDescription(
      'Use digits only. Length: exactly 6 characters.',
    );
    await userEvent.type(passwordBox('New payment password'), '135790');
    await userEvent.type(passwordBox('Confirm payment password'), '135790');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: '135790', confirmPassword: '135790' });
    await expectNoSideScroll();
  },
};

/** Changing it needs the current one; wrong input shows under the fields and nothing is sent. */
export const ChangePaymentPassword: Story = {
  args: { hasPaymentPassword: true },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Change payment password');
    await userEvent.type(passwordBox('New payment password'), '12ab');
    await userEvent.type(passwordBox('Confirm payment password'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(passwordBox('Current payment password')).toHaveFocus();
    await expect(passwordBox('Current payment password')).toHaveAccessibleDescription('This field cannot be empty.');
    await expect(passwordBox('Confirm payment password')).toHaveAccessibleDescription(
      'The confirmation password is not correct.',
    );
    await userEvent.type(passwordBox('Current payment password'), '246802');
    await userEvent.clear(passwordBox('New payment password'));
    await userEvent.type(passwordBox('New payment password'), '135790');
    await userEvent.clear(passwordBox('Confirm payment password'));
    await userEvent.type(passwordBox('Confirm payment password'), '135790{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: '246802',
      newPassword: '135790',
      confirmPassword: '135790',
    });
  },
};

/** The platform refused the current one: said in the dialog; the fields keep what was typed. */
export const PaymentPasswordRefused: Story = {
  args: { hasPaymentPassword: true, errorKey: 'errors:field.passwordIncorrect' },
  play: async () => {
    const dialog = await findDialog('Change payment password');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The current password is incorrect.');
  },
};

/** While the change is in flight, further presses do nothing. */
export const PaymentPasswordSaving: Story = {
  args: { isSubmitting: true },
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Set payment password');
    await userEvent.type(passwordBox('New payment password'), '135790');
    await userEvent.type(passwordBox('Confirm payment password'), '135790');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PaymentPasswordRtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await findDialog('تعيين كلمة مرور الدفع');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
  },
};

// ── Binding ──

const countries = [
  { code: 'PH', dialingCode: '63', name: 'Philippines' },
  { code: 'TH', dialingCode: '66', name: 'Thailand' },
];
const NOW = Date.UTC(2026, 10, 23, 9, 30);

/** Email: the address is checked before a code is asked for; the code is needed to bind. */
export const BindEmail: Story = {
  render: () => <BindEmailStory />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Bind email');
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('button', { name: 'Send code' }));
    await expect(bindArgs.onSendCode).not.toHaveBeenCalled();
    await expect(inputByLabel(scope, 'Email')).toHaveAccessibleDescription('This field cannot be empty.');
    await userEvent.type(inputByLabel(scope, 'Email'), ' night.owl@example.com ');
    await userEvent.click(scope.getByRole('button', { name: 'Send code' }));
    await expect(bindArgs.onSendCode).toHaveBeenCalledTimes(1);
    await expect(bindArgs.onSendCode).toHaveBeenCalledWith({
      kind: 'email',
      email: 'night.owl@example.com',
    });
    await userEvent.click(scope.getByRole('button', { name: 'Bind' }));
    await expect(bindArgs.onSubmit).not.toHaveBeenCalled();
    await expect(inputByLabel(scope, 'Verification code')).toHaveAccessibleDescription('This field cannot be empty.');
    await userEvent.type(inputByLabel(scope, 'Verification code'), '123456{Enter}');
    await expect(bindArgs.onSubmit).toHaveBeenCalledTimes(1);
    await expect(bindArgs.onSubmit).toHaveBeenCalledWith({ kind: 'email', email: 'night.owl@example.com' }, '123456');
  },
};

const bindArgs = { onSendCode: fn(), onSubmit: fn(), onClose: fn() };
function BindEmailStory() {
  return <BindDialog kind="email" now={NOW} {...bindArgs} />;
}

/** A phone: the region's dialing code goes with the number. */
export const BindMobile: Story = {
  render: () => <BindDialog kind="mobile" countries={countries} now={NOW} {...mobileArgs} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Bind mobile number');
    const scope = within(dialog);
    await userEvent.selectOptions(scope.getByRole('combobox'), 'TH');
    await userEvent.type(scope.getByRole('textbox', { name: /Mobile number/ }), '812345678');
    await userEvent.click(scope.getByRole('button', { name: 'Send code' }));
    await expect(mobileArgs.onSendCode).toHaveBeenCalledTimes(1);
    await expect(mobileArgs.onSendCode).toHaveBeenCalledWith({
      kind: 'mobile',
      countryDialingCode: '66',
      mobileNum: '812345678',
    });
  },
};
const mobileArgs = { onSendCode: fn(), onSubmit: fn(), onClose: fn() };

/** After a send the button counts down (§4) and cannot send again; the code goes to the bound phone. */
export const BindBankAccountNameCountdown: Story = {
  render: () => (
    <BindDialog
      kind="bankAccountName"
      boundMobile="917****567"
      codeSentAt={NOW - 15_000}
      countdownSeconds={120}
      now={NOW}
      onSendCode={fn()}
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Bind bank account name');
    await expect(dialog).toHaveTextContent('The code is sent to your mobile number 917****567.');
    await expect(within(dialog).getByRole('button', { name: /105/ })).toBeDisabled();
  },
};

/** A refusal (a wrong code) shows in the dialog; what was typed stays. */
export const BindRefused: Story = {
  render: () => (
    <BindDialog
      kind="email"
      errorKey="errors:verification.invalid"
      now={NOW}
      onSendCode={fn()}
      onSubmit={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Bind email');
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

// ── Social ──

/** §4: the member is told, before confirming, that the binding cannot be undone. */
export const SocialBindConfirmation: Story = {
  render: () => <SocialBindDialog provider="facebook" {...socialArgs} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Bind Facebook');
    await expect(dialog).toHaveTextContent('the binding cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(socialArgs.onCancel).toHaveBeenCalledTimes(1);
    await expect(socialArgs.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and bind' }));
    await expect(socialArgs.onConfirm).toHaveBeenCalledTimes(1);
  },
};
const socialArgs = { onConfirm: fn(), onCancel: fn() };

export const SocialBindRtl: Story = {
  globals: { locale: 'ar' },
  render: () => <SocialBindDialog provider="google" onConfirm={fn()} onCancel={fn()} />,
  play: async () => {
    const dialog = await findDialog('ربط جوجل');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveTextContent('لا يمكن التراجع عن الربط');
  },
};

// ── Avatar ──

/** Twelve built-in avatars as radio buttons (arrow keys move); the current one checked; Save hands over the choice. */
export const ChooseAvatar: Story = {
  render: () => <AvatarDialog isOpen current={{ kind: 'preset', index: 3 }} {...avatarArgs} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Choose an avatar');
    const scope = within(dialog);
    await expect(scope.getAllByRole('radio')).toHaveLength(12);
    const third = scope.getByRole('radio', { name: 'Avatar 3' });
    await expect(third).toBeChecked();
    third.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(scope.getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
    await userEvent.click(scope.getByRole('radio', { name: 'Avatar 9' }));
    await userEvent.click(scope.getByRole('button', { name: 'Save avatar' }));
    await expect(avatarArgs.onSave).toHaveBeenCalledTimes(1);
    await expect(avatarArgs.onSave).toHaveBeenCalledWith({ kind: 'preset', index: 9 });
    await expectNoSideScroll();
  },
};
const avatarArgs = { onSave: fn(), onClose: fn() };

/** A picked file that is not really a PNG or JPEG (its bytes say so) is refused under the upload button. */
export const UploadRefused: Story = {
  render: () => <AvatarDialog isOpen current={{ kind: 'default' }} onSave={uploadArgs.onSave} onClose={fn()} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Choose an avatar');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const gif = new File([new TextEncoder().encode('GIF89a-but-named-png')], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, gif);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('me.png is not really a PNG or JPG picture.'),
    );
    await expect(within(dialog).getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  },
};

/** A good PNG is previewed and handed over as the file. */
export const UploadAccepted: Story = {
  render: () => <AvatarDialog isOpen current={{ kind: 'default' }} onSave={uploadArgs.onSave} onClose={fn()} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Choose an avatar');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'me.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, png);
    await expect(await within(dialog).findByRole('img', { name: 'Picture to upload' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save avatar' }));
    await expect(uploadArgs.onSave).toHaveBeenCalledTimes(1);
    await expect(uploadArgs.onSave).toHaveBeenCalledWith({ kind: 'upload', file: png });
  },
};
const uploadArgs = { onSave: fn() };
