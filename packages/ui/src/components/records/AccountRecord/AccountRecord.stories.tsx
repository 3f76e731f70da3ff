import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { reportArgs, reportStories } from '../../../stories/reportStories';
import { PAST_7, STORY_NOW, TRANSACTION_ROWS, TRANSACTION_TOTALS } from '../records.fixtures';
import { AccountRecord } from './AccountRecord';

/** §2 transactionHistory (account record): deposits, withdrawals, transfers, bonuses, adjustments. */
const meta = {
  title: 'Records/AccountRecord',
  component: AccountRecord,
  args: {
    ...reportArgs(PAST_7, STORY_NOW),
    rows: TRANSACTION_ROWS,
    totals: TRANSACTION_TOTALS,
    filter: null,
    onFilterChange: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AccountRecord>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { rows: [], totals: null },
  empty: { rows: [], totals: null, filter: 'adjustment' },
  rtlTable: 'حركات الحساب في النطاق',
});

export const Playground: Story = {};

/** Each move with its sign and the balance it left; money in, out and net over the range; no pager for one page. */
export const PastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(canvas.getByRole('region', { name: 'Totals for the range' }));
    await expect(totals.getByText('$1,012.34')).toBeVisible();
    await expect(totals.getByText('$200.00')).toBeVisible();
    await expect(totals.getByText('+$812.34')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Account moves in the range' })).getAllByRole('row');
    await expect(within(rows[1]!).getByRole('rowheader', { name: 'Transfer out' })).toBeVisible();
    await expect(within(rows[1]!).getByText('-$200.00')).toBeVisible();
    await expect(within(rows[1]!).getByText('$12,345.67')).toBeVisible();
    await expect(within(rows[3]!).getByText('+$1,000.00')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull();
    await expectNoSideScroll();
  },
};

/** The type filter names families: withdrawals include their refunds, transfers both ways. */
export const Filtering: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }));
    for (const name of ['All', 'Deposits', 'Withdrawals', 'Transfers', 'Bonuses', 'Adjustments'])
      await expect(await screen.findByRole('option', { name })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Withdrawals' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('withdrawal');
  },
};

export const Empty: Story = states.Empty;

export const Failed: Story = states.Failed;

export const Rtl: Story = states.Rtl;
