import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { pagedReportArgs, reportStories } from '../../../stories/reportStories';
import { DETAILS_NOW, DETAILS_PAST7 } from './accountDetails.fixtures';
import { PROFIT_LOSS_PAGE } from './profitLoss.fixtures';
import { ProfitLoss } from './ProfitLoss';

const meta = {
  title: 'Agent/ProfitLoss',
  component: ProfitLoss,
  args: {
    ...pagedReportArgs(DETAILS_PAST7, DETAILS_NOW),
    username: '',
    onUsernameChange: fn(),
    data: PROFIT_LOSS_PAGE,
  },
} satisfies Meta<typeof ProfitLoss>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { data: null },
  empty: { data: { ...PROFIT_LOSS_PAGE, rows: [], total: 0 } },
  exportButton: 'Export CSV',
  messageKey: 'errors:network',
  rtlTable: 'أرباح وخسائر المستخدمين حسب التابع',
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Downlines: Story = {
  name: '§2 user P&L: per downline deposits, withdrawals, valid bet, win/loss, bonuses and net with totals',
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'User profit and loss by downline' });
    await expect(within(table).getAllByRole('row')).toHaveLength(PROFIT_LOSS_PAGE.rows.length + 1);
    await expect(canvasElement.querySelector('[data-total="count"]')?.textContent).toBe(String(PROFIT_LOSS_PAGE.total));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Downline username' }), 'member{Enter}');
    await expect(args.onUsernameChange).toHaveBeenLastCalledWith('member');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    // The container hands every matching row over; here the page's rows stand for them.
    const csv = args.onExportCsv.mock.calls[0]?.[0]?.(PROFIT_LOSS_PAGE.rows);
    await expect(csv?.header).toEqual([
      'Username',
      'Deposits',
      'Withdrawals',
      'Valid bet',
      'Win/loss',
      'Bonuses',
      'Net',
    ]);
    await expect(csv?.rows).toHaveLength(PROFIT_LOSS_PAGE.rows.length);
    await expectNoSideScroll();
  },
};

export const Rtl: Story = states.Rtl;
