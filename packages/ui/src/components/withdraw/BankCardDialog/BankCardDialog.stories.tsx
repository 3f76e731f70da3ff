import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll, findDialog, inputByLabel } from '../../../stories/helpers';
import { inArabic } from '../../../stories/languageStories';
import { WITHDRAW_BANKS } from '../withdraw.fixtures';
import { BankCardDialog } from './BankCardDialog';

/** docs/centres.md "bank cards list/add (encrypted)": bank, account name, card number, payment password. */
const meta = {
  title: 'Withdraw/BankCardDialog',
  component: BankCardDialog,
  args: { isOpen: true, banks: WITHDRAW_BANKS, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof BankCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every field is filled by keyboard and touch; the card number may be typed in groups. */
export const AddsCard: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Add bank card');
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('combobox', { name: /Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bank of China' }));
    await userEvent.type(inputByLabel(scope, 'Account name'), 'Li Wei');
    await userEvent.type(inputByLabel(scope, 'Card number'), '6216 6100 0000 9876');
    await userEvent.type(inputByLabel(scope, 'Payment password'), '246802{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      bankCode: 'BOC',
      accountName: 'Li Wei',
      cardNumber: '6216 6100 0000 9876',
      paymentPassword: '246802',
    });
    await expectNoSideScroll();
  },
};

/** Nothing is sent until the bank, the name, a 10-19 digit number and a 6-digit payment password are there. */
export const Checks: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await findDialog('Add bank card');
    const scope = within(dialog);
    await userEvent.type(inputByLabel(scope, 'Account name'), 'Li 2');
    await userEvent.type(inputByLabel(scope, 'Card number'), '12345');
    await userEvent.click(scope.getByRole('button', { name: 'Add card' }));
    await expect(scope.getByText('Choose a bank.')).toBeVisible();
    await expect(scope.getByText('Use letters only, as on the card.')).toBeVisible();
    await expect(scope.getByText('The card number is 10 to 19 digits.')).toBeVisible();
    await expect(scope.getByText('Enter your payment password.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal shows in the dialog and keeps what was typed. */
export const Refused: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ userEvent }) => {
    const scope = within(await findDialog('Add bank card'));
    await userEvent.type(inputByLabel(scope, 'Account name'), 'Li Wei');
    await expect(scope.getByRole('alert')).toHaveTextContent('The payment password is incorrect.');
    await expect(inputByLabel(scope, 'Account name')).toHaveValue('Li Wei');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async () => {
    const button = within(await findDialog('Add bank card')).getByRole('button', { name: 'Add card' });
    await expect(button).toBeDisabled();
  },
};

export const CancelCloses: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(await findDialog('Add bank card')).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = inArabic({ dialog: 'إضافة بطاقة مصرفية' });
