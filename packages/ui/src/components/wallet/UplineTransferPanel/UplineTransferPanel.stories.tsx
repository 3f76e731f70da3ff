import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, inputByLabel } from '../../../stories/helpers';
import { UplineTransferPanel } from './UplineTransferPanel';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §2 transferUpline: amount from the main wallet and the payment password. */
const meta = {
  title: 'Wallet/UplineTransferPanel',
  component: UplineTransferPanel,
  args: { balanceCents: 50_000, currencySymbol: '¥', onTransfer: fn(), onRetry: fn() },
} satisfies Meta<typeof UplineTransferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Transfer to your upline',
  none: { balanceCents: null },
  failed: { hasError: true },
  hidesWhileLoading: { role: 'button', name: 'Transfer to upline' },
});

export const Playground: Story = {};

/** Amount and password typed, Enter sends them once. */
export const Transfer: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Available in the main wallet: ¥500.00')).toBeVisible();
    await userEvent.type(inputByLabel(canvas, 'Amount'), '25.5');
    await userEvent.type(inputByLabel(canvas, 'Payment password'), '246802{Enter}');
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
    await expect(args.onTransfer).toHaveBeenCalledWith({ amountCents: 2_550, paymentPassword: '246802' });
    await expectNoSideScroll();
  },
};

/** Nothing is sent without an amount within the balance and a payment password of 6 digits. */
export const Checks: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to upline' }));
    await expect(canvas.getByText('Enter an amount.')).toBeVisible();
    await expect(canvas.getByText('Enter your payment password.')).toBeVisible();
    await userEvent.type(inputByLabel(canvas, 'Amount'), '500.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to upline' }));
    await expect(canvas.getByText('The amount is more than the ¥500.00 available.')).toBeVisible();
    await userEvent.type(inputByLabel(canvas, 'Payment password'), '2468');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to upline' }));
    await expect(canvas.getByText('The payment password is 6 digits.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

export const Transferring: Story = {
  args: { isTransferring: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Transfer to upline' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** The success message names the amount and the upline (docs/centres.md). */
export const Transferred: Story = {
  args: { result: { id: 'TR00000003', amountCents: 2_550, upline: 'subagent1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '¥25.50 transferred to your upline subagent1.',
    );
  },
};

/** A wrong payment password: the message shows, the amount and password stay to be corrected. */
export const WrongPassword: Story = {
  args: { errorMessage: 'The payment password is incorrect.' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(inputByLabel(canvas, 'Amount'), '10');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment password is incorrect.');
    await expect(inputByLabel(canvas, 'Amount')).toHaveValue('10');
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('كلمة مرور الدفع');
