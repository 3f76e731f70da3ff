import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { WITHDRAWALS } from '../withdraw.fixtures';
import { WithdrawalList } from './WithdrawalList';
import { listStates } from '../../../stories/listStories';
import { inArabic } from '../../../stories/languageStories';

/** §4 where each withdrawal stands: in review, rejected, paid out (confirm receipt), confirmed and how. */
const meta = {
  title: 'Withdraw/WithdrawalList',
  component: WithdrawalList,
  args: { items: WITHDRAWALS, currencySymbol: '¥', onConfirmReceipt: fn(), onRetry: fn() },
  // visual-skip: the rows show their times in the machine's time zone, so a screenshot differs between machines.
  tags: ['visual-skip'],
} satisfies Meta<typeof WithdrawalList>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'My withdrawals',
  none: { items: null },
  empty: { args: { items: [] }, says: 'No withdrawals yet.' },
});

export const Playground: Story = {};

/** Each state reads as the member understands it, and only the paid-out one asks for an answer. */
export const States: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In review')).toBeVisible();
    await expect(canvas.getByText('Rejected, refunded')).toBeVisible();
    await expect(canvas.getByText('Paid out: confirm receipt')).toBeVisible();
    await expect(canvas.getByText('Partly received: ¥600.00 received, ¥400.00 refunded')).toBeVisible();
    await expect(canvas.getByText('Counted as received (no answer in time)')).toBeVisible();
    await expect(canvas.getByText('Not received, refunded')).toBeVisible();
    await expect(canvas.getByText(/^Counts as received on .+ unless you answer\.$/)).toBeVisible();
    const confirm = canvas.getAllByRole('button', { name: /^Confirm receipt/ });
    await expect(confirm).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm receipt of ¥1,000.00' }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith(WITHDRAWALS[1]);
    await expectNoSideScroll();
  },
};

/** After an answer the page says what it did, above the list. */
export const AfterAnswer: Story = {
  args: { receiptResult: { outcome: 'partiallyReceived', refundedCents: 40_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your answer is recorded: ¥400.00 went back to your balance.',
    );
  },
};

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const LoadFailed: Story = states.LoadFailed;

export const Arabic: Story = inArabic('قيد المراجعة');
