import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll, inputByLabel } from '../../../stories/helpers';
import { WalletPanel } from './WalletPanel';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

const main = { accountTypeId: 1, name: 'Main wallet', balanceCents: 123_456 };
const gameWallets = [
  { accountTypeId: 2, name: 'TCG Lottery', balanceCents: 2_500 },
  { accountTypeId: 3, name: 'SABA Sports', balanceCents: 0 },
  { accountTypeId: 4, name: 'EVO Live with a long vendor name that has to wrap on a phone', balanceCents: 10_000 },
];

/** §2 transferFund (wallet) of a multi-wallet merchant. */
const meta = {
  title: 'Wallet/WalletPanel',
  component: WalletPanel,
  args: {
    main,
    gameWallets,
    currencySymbol: '¥',
    onTransfer: fn(),
    onRecallAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WalletPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Wallets',
  none: { main: null, gameWallets: [] },
  failed: { hasError: true },
  hidesWhileLoading: { role: 'button', name: 'Transfer' },
});

export const Playground: Story = {};

/** Every wallet with its balance; a transfer into a game wallet sends the checked amount once, in cents. */
export const TransferIn: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main wallet')).toBeVisible();
    await expect(canvas.getByText('¥1,234.56')).toBeVisible();
    await expect(canvas.getByText('TCG Lottery')).toBeVisible();
    await step('main wallet → TCG Lottery, 100.50', async () => {
      await userEvent.type(inputByLabel(canvas, 'Amount'), '100.50');
      await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
      await expect(args.onTransfer).toHaveBeenCalledTimes(1);
      await expect(args.onTransfer).toHaveBeenCalledWith({
        direction: 'in',
        gameWalletId: 2,
        amountCents: 10_050,
      });
    });
    await expectNoSideScroll();
  },
};

/** Out of a game wallet: the amount is checked against that wallet, by keyboard alone. */
export const TransferOutByKeyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Game wallet to main wallet' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^EVO Live/ }));
    await expect(
      canvas.getByText('Available in EVO Live with a long vendor name that has to wrap on a phone: ¥100.00'),
    ).toBeVisible();
    inputByLabel(canvas, 'Amount').focus();
    await userEvent.keyboard('100.01{Enter}');
    await expect(canvas.getByText('The amount is more than the ¥100.00 available.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.clear(inputByLabel(canvas, 'Amount'));
    await userEvent.keyboard('100{Enter}');
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
    await expect(args.onTransfer).toHaveBeenCalledWith({
      direction: 'out',
      gameWalletId: 4,
      amountCents: 10_000,
    });
  },
};

/** The domain's amount rule: empty, three decimals, zero are refused before anything is sent. */
export const AmountChecks: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    await expect(canvas.getByText('Enter an amount.')).toBeVisible();
    await expect(inputByLabel(canvas, 'Amount')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(inputByLabel(canvas, 'Amount'), '1.005');
    await userEvent.click(submit);
    await expect(
      canvas.getByText('Enter an amount with at most two decimals, for example 100 or 25.50.'),
    ).toBeVisible();
    await userEvent.clear(inputByLabel(canvas, 'Amount'));
    await userEvent.type(inputByLabel(canvas, 'Amount'), '0');
    await userEvent.click(submit);
    await expect(canvas.getByText('The amount must be more than zero.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

/** Recall all: one press, while the game wallets hold money. */
export const RecallAll: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recall all to main wallet' }));
    await expect(args.onRecallAll).toHaveBeenCalledTimes(1);
  },
};

/** Nothing in the game wallets: recall all is off, and the page says why. */
export const NothingToRecall: Story = {
  args: { gameWallets: gameWallets.map((w) => ({ ...w, balanceCents: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
    await expect(canvas.getByText('All your money is in the main wallet.')).toBeVisible();
  },
};

/** While a transfer is in flight the button is busy (same name) and recall all waits. */
export const Transferring: Story = {
  args: { isTransferring: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Transfer' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
  },
};

/** A confirmed move is announced with its amount and wallet. */
export const Moved: Story = {
  args: {
    result: { id: 'TR00000001', kind: 'transfer', direction: 'in', amountCents: 10_050, walletName: 'TCG Lottery' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('¥100.50 moved to TCG Lottery.');
  },
};

export const Recalled: Story = {
  args: { result: { id: 'TR00000002', kind: 'recall', direction: 'out', amountCents: 12_500, walletName: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('¥125.00 recalled to the main wallet.');
  },
};

/** The platform refused: its message shows and what was typed stays. */
export const TransferFailed: Story = {
  args: { errorMessage: 'Your balance is not sufficient.' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(inputByLabel(canvas, 'Amount'), '12');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your balance is not sufficient.');
    await expect(inputByLabel(canvas, 'Amount')).toHaveValue('12');
  },
};

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

/** Right to left: the amounts keep their left-to-right digits; nothing scrolls sideways at 360 px. */
export const Arabic: Story = inArabic('المحفظة الرئيسية');
