import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MemberCentrePage } from '../../member/MemberCentre';
import { expectNoSideScroll, inputByLabel, whileOffline } from '../../../stories/helpers';
import { DepositPanel } from './DepositPanel';
import type { DepositMethodView, DepositOrderView } from './DepositPanel.types';

const methods: DepositMethodView[] = [
  {
    kind: 'bank',
    channels: [
      {
        id: 'bank-dnb',
        name: 'Demo National Bank',
        limits: { minCents: 1_000, maxCents: 5_000_000 },
        presetCents: [10_000, 50_000, 100_000],
        feeNote: null,
      },
    ],
  },
  {
    kind: 'qr',
    channels: [
      {
        id: 'qr-mw',
        name: 'Mobile wallet QR',
        limits: { minCents: 1_000, maxCents: 500_000 },
        // 20,000.00 is above the channel's maximum: it is not offered.
        presetCents: [1_000, 5_000, 10_000, 50_000, 2_000_000],
        feeNote: null,
      },
      {
        id: 'qr-ali',
        name: 'Alipay QR',
        limits: { minCents: 5_000, maxCents: 300_000 },
        presetCents: [5_000, 10_000],
        feeNote: null,
      },
    ],
  },
  {
    kind: 'online',
    channels: [
      {
        id: 'online-fastpay',
        name: 'FastPay online banking',
        limits: { minCents: 2_000, maxCents: 2_000_000 },
        presetCents: [2_000, 10_000],
        feeNote: '1% fee, at least 1.00',
      },
    ],
  },
];

const CREATED = Date.UTC(2026, 10, 26, 12, 0);

const bankOrder: DepositOrderView = {
  reference: 'DP00000042',
  method: 'bank',
  channelName: 'Demo National Bank',
  amountCents: 50_000,
  status: 'pending',
  createdAt: CREATED,
  expiresAt: CREATED + 30 * 60_000,
  instructions: {
    kind: 'bank',
    accountName: 'Atrium Demo Payments Ltd',
    accountNumber: '0012 3456 7890',
    bankName: 'Demo National Bank',
  },
};

const qrOrder: DepositOrderView = {
  ...bankOrder,
  reference: 'DP00000043',
  method: 'qr',
  channelName: 'Mobile wallet QR',
  instructions: { kind: 'qr', qrValue: 'https://pay.example.test/o/DP00000043' },
};

const onlineOrder: DepositOrderView = {
  ...bankOrder,
  reference: 'DP00000044',
  method: 'online',
  channelName: 'FastPay online banking',
  instructions: { kind: 'online', payUrl: 'https://pay.example.test/o/DP00000044' },
};

const history: DepositOrderView[] = [
  { ...bankOrder, reference: 'DP00000040', status: 'approved', amountCents: 20_000 },
  { ...qrOrder, reference: 'DP00000039', status: 'rejected' },
  { ...onlineOrder, reference: 'DP00000038', status: 'cancelled' },
];

/** §2 depositv2 in the member centre: the form, the pending order and the recent deposits. */
const meta = {
  title: 'Deposit/DepositPanel',
  component: DepositPanel,
  args: {
    currencySymbol: '$',
    methods,
    orders: [],
    onSubmit: fn(),
    onRetry: fn(),
    onRetryOrders: fn(),
    onCancel: fn(),
    copyText: fn(async () => {}),
    // Times read the same wherever the stories run (their screenshots are compared).
    timeZone: 'UTC',
  },
  render: (args) => (
    <MemberCentrePage page="depositv2" pages={['securityCenter', 'depositv2']}>
      <DepositPanel {...args} />
    </MemberCentrePage>
  ),
} satisfies Meta<typeof DepositPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sentence with amounts, as the panel writes it: each amount isolated (FSI … PDI) for right-to-left reading. */
const withAmounts = (text: string) => text.replace(/(\$[\d,.]*\d)/g, '\u2068$1\u2069');

const amountField = () => inputByLabel(within(document.body), 'Amount');

/** The screen in the scripts and lengths that break layouts (tests/visual/cases.ts `visual-languages`). */
export const Playground: Story = { tags: ['visual-languages'] };

/** A method, a channel and a preset: the order asked for is what the member chose. */
export const ChoosesMethodChannelAndPreset: Story = {
  play: async ({ canvas, args, userEvent, step }) => {
    await step('the QR method shows its channels; the first is chosen', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'QR code' }));
      await expect(canvas.getByRole('radio', { name: 'Mobile wallet QR' })).toBeChecked();
    });
    await step('presets are the channel’s, within its limits only', async () => {
      const presets = canvas.getByRole('group', { name: 'Quick amounts' });
      const labels = within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent);
      await expect(labels).toEqual(['$10.00', '$50.00', '$100.00', '$500.00']);
      // At 360 px an amount stays whole on its chip: never wrapped, never cut off.
      for (const chip of within(presets).getAllByRole('button')) {
        await expect(getComputedStyle(chip).whiteSpace).toBe('nowrap');
        await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
      }
      await userEvent.click(within(presets).getByRole('button', { name: '$50.00' }));
      await expect(amountField()).toHaveValue('50');
      await expect(within(presets).getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('another channel keeps the amount and shows its own limits', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Alipay QR' }));
      await expect(amountField()).toHaveValue('50');
      await expect(canvas.getByText(withAmounts('From $50.00 to $3,000.00'))).toBeVisible();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'qr',
      channelId: 'qr-ali',
      amountCents: 5_000,
    });
  },
};

/** §2 amount limits: the message under the field names the limit; nothing is sent until the amount fits. */
export const AmountOutsideLimits: Story = {
  args: { methods: [methods[1]!] },
  play: async ({ canvas, args, userEvent, step }) => {
    const field = amountField();
    await step('nothing typed: submit says the amount is needed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
      await expect(field).toHaveAccessibleDescription(/Enter the amount to deposit\./);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    for (const [text, message] of [
      ['9.99', 'The minimum for this channel is $10.00.'],
      ['5000.01', 'The maximum for this channel is $5,000.00.'],
      ['10.005', 'Use at most 2 decimals.'],
      ['ten', 'Enter the amount in digits, for example 100 or 100.50.'],
    ] as const) {
      await step(`${text}: ${message}`, async () => {
        await userEvent.clear(field);
        await userEvent.type(field, text);
        await expect(canvas.getByText(withAmounts(message))).toBeVisible();
        await expect(field).toHaveAccessibleDescription(new RegExp(withAmounts(message).replace(/[.$]/g, '\\$&')));
        await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
      });
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '5,000');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'qr',
      channelId: 'qr-mw',
      amountCents: 500_000,
    });
  },
};

/** A manual bank transfer needs the name on the paying account (docs/centres.md "manual transfer by account name"). */
export const BankTransferNeedsTheName: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(amountField(), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('Enter the name on the bank account you pay from.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(inputByLabel(canvas, 'Name on your bank account'), 'Juan Dela Cruz');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'bank',
      channelId: 'bank-dnb',
      amountCents: 10_000,
      depositorName: 'Juan Dela Cruz',
    });
  },
};

/** Everything by keyboard: arrows choose the method, Tab reaches the presets, Enter sends. */
export const ByKeyboard: Story = {
  args: { methods: [methods[2]!, methods[1]!] },
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('radio', { name: 'Online payment' }).focus();
    // Radix chooses the option that receives the focus while an arrow key is held, as a real key press does.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'QR code' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.tab(); // the channel group
    await userEvent.tab(); // the amount
    await expect(amountField()).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '$10.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(amountField()).toHaveValue('10');
    amountField().focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      method: 'qr',
      channelId: 'qr-mw',
      amountCents: 1_000,
    });
  },
};

/** While the order is being made: the button is busy under the same name, and a second press sends nothing. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Offline (the app provides it): Deposit is disabled with the reason beside it, and Enter sends nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You are offline: this cannot be sent until the connection is back.',
    );
    await userEvent.type(amountField(), '50{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refused the order: said above the button, and what was typed stays. */
export const Refused: Story = {
  args: { methods: [methods[1]!], submitErrorKey: 'errors:amountOutOfRange' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(amountField(), '25');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "The amount is outside this channel's limits. Choose another amount or channel.",
    );
    await expect(amountField()).toHaveValue('25');
  },
};

/** A fee the channel charges is said before the member sends. */
export const ChannelWithFee: Story = {
  args: { methods: [methods[2]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fee: 1% fee, at least 1.00')).toBeVisible();
  },
};

/** The pending bank transfer: where to pay, the reference for the remark, each with a copy button. */
export const PendingBankTransfer: Story = {
  args: { orders: [bankOrder, ...history], newReference: bankOrder.reference },
  play: async ({ canvas, args, userEvent, step }) => {
    const order = canvas.getByRole('region', { name: 'Your deposit order' });
    await step('the new order takes the focus, so the member lands on it', async () => {
      await waitFor(() => expect(within(order).getByRole('heading', { name: 'Your deposit order' })).toHaveFocus());
    });
    await expect(within(order).getByText('Waiting for payment')).toBeVisible();
    await expect(within(order).getByText('$500.00')).toBeVisible();
    await expect(within(order).getByText("Write the reference DP00000042 in the transfer's remark.")).toBeVisible();
    for (const [what, value] of [
      ['Reference', 'DP00000042'],
      ['Account name', 'Atrium Demo Payments Ltd'],
      ['Account number', '0012 3456 7890'],
      ['Bank', 'Demo National Bank'],
    ] as const) {
      await step(`copy ${what}`, async () => {
        const button = within(order).getByRole('button', { name: `Copy ${what}` });
        await userEvent.click(button);
        await expect(args.copyText).toHaveBeenLastCalledWith(value);
        await expect(button.parentElement!).toHaveTextContent('Copied');
      });
    }
  },
};

/** A QR deposit: the code to scan (drawn from the platform's link), and what happens next. */
export const PendingQr: Story = {
  args: { orders: [qrOrder] },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('region', { name: 'Your deposit order' });
    await expect(within(order).getByRole('img', { name: 'QR code to pay this order' })).toBeVisible();
    await expect(within(order).getByText('Scan the QR code with your wallet app.')).toBeVisible();
    await expectNoSideScroll();
  },
};

/** A launch-URL deposit: the payment page opens in a new window, said to screen readers too. */
export const PendingOnline: Story = {
  args: { orders: [onlineOrder] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Open the payment page/ });
    await expect(link).toHaveAttribute('href', 'https://pay.example.test/o/DP00000044');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Open the payment page (opens in a new window)');
  },
};

/** An order whose details are missing still shows its reference and who to ask. */
export const PendingWithoutInstructions: Story = {
  args: { orders: [{ ...onlineOrder, instructions: { kind: 'none' }, expiresAt: null }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('If you do not know how to pay it, contact customer service with the reference DP00000044.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /payment page/ })).not.toBeInTheDocument();
  },
};

/** Cancelling a pending order: the button names the action; while it runs it is busy. */
export const CancelPending: Story = {
  args: { orders: [bankOrder] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel this order' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith('DP00000042');
  },
};

export const Cancelling: Story = {
  args: { orders: [bankOrder], cancellingReference: bankOrder.reference },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel this order' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CancelRefused: Story = {
  args: { orders: [bankOrder], cancelErrorKey: 'errors:functionNotEnabled' },
  play: async ({ canvas }) => {
    const order = canvas.getByRole('region', { name: 'Your deposit order' });
    await expect(within(order).getByRole('alert')).toHaveTextContent(
      'This function is not enabled, or the operation is not allowed.',
    );
  },
};

/** Earlier orders with their outcome: an approved one says its money is in the balance. */
export const RecentDeposits: Story = {
  args: { orders: history },
  play: async ({ canvas }) => {
    const recent = canvas.getByRole('region', { name: 'Recent deposits' });
    const rows = within(recent).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Approved')).toBeVisible();
    await expect(within(rows[0]!).getByText('Added to your balance')).toBeVisible();
    await expect(within(rows[1]!).getByText('Rejected')).toBeVisible();
    await expect(within(rows[2]!).getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Your deposit order' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { methods: null, orders: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Make a deposit' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  },
};

/** No method offered (none configured, or a trial account): said plainly, no form. */
export const NoMethods: Story = {
  args: { methods: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No deposit method is available right now. Please try again later or contact customer service.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  },
};

/** §8 the methods could not be had: the error and a retry, never a blank page. */
export const LoadFailed: Story = {
  args: { methods: null, loadErrorKey: 'errors:network' },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('region', { name: 'Make a deposit' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('The network link is abnormal. Please try again.');
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The orders could not be had: their own error and retry; the form still works. */
export const OrdersFailed: Story = {
  args: { orders: null, ordersErrorKey: 'errors:server' },
  play: async ({ canvas, args, userEvent }) => {
    const recent = canvas.getByRole('region', { name: 'Recent deposits' });
    await expect(within(recent).getByRole('alert')).toBeVisible();
    await userEvent.click(within(recent).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryOrders).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  },
};

/** 360 px with long names and a big amount: everything wraps, nothing scrolls sideways. */
export const LongTextAtPhoneWidth: Story = {
  args: {
    methods: [
      {
        kind: 'bank',
        channels: [
          {
            id: 'long',
            name: 'The Very Long Named International Commercial Savings Bank Corporation of Somewhere',
            limits: { minCents: 100, maxCents: 99_999_999_900 },
            presetCents: [99_999_999_900, 1_000_000_000, 100_000_000],
            feeNote: 'A fee of 0.5% applies to every deposit through this channel, with a minimum of 2.00 per order.',
          },
        ],
      },
    ],
    orders: [
      {
        ...bankOrder,
        amountCents: 99_999_999_900,
        instructions: {
          kind: 'bank',
          accountName: 'Atrium Demo Payments International Holdings Limited Liability Company',
          accountNumber: '0012345678901234567890123456789',
          bankName: 'The Very Long Named International Commercial Savings Bank Corporation',
        },
      },
    ],
  },
  play: async () => {
    await expectNoSideScroll();
  },
};

/** Right to left: the Arabic page, amounts and references kept left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { orders: [bankOrder] },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'طلب الإيداع الخاص بك' })).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'تحويل بنكي' })).toBeChecked();
    await expect(screen.getByText('DP00000042')).toHaveAttribute('dir', 'ltr');
    await expectNoSideScroll();
  },
};
