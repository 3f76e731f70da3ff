import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { pagedReportArgs, reportStories } from '../../../stories/reportStories';
import { REPORT_NOW, REPORT_PAST7, TEAM_BETTING_PAGE } from './teamBetting.fixtures';
import { TeamBetting } from './TeamBetting';

const meta = {
  title: 'Agent/TeamBetting',
  component: TeamBetting,
  args: {
    ...pagedReportArgs(REPORT_PAST7, REPORT_NOW),
    filters: { username: '', gameKind: null },
    onFiltersChange: fn(),
    data: TEAM_BETTING_PAGE,
  },
} satisfies Meta<typeof TeamBetting>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { data: null },
  empty: { data: { ...TEAM_BETTING_PAGE, rows: [], total: 0 } },
  exportButton: 'Export CSV',
  messageKey: 'errors:network',
  rtlTable: 'رهانات الفريق حسب التابع ونوع اللعبة',
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Rows: Story = {
  name: '§2 team betting: per downline and game kind, totals, filters and export',
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('the totals count every matching bet', async () => {
      const totals = canvas.getByRole('region', { name: 'Totals for the range' });
      await expect(totals.querySelector('[data-total="betCount"]')?.textContent).toBe(
        new Intl.NumberFormat('en').format(TEAM_BETTING_PAGE.totals.betCount),
      );
    });
    await step('one row per downline and game kind', async () => {
      const table = canvas.getByRole('table', { name: 'Team betting by downline and game kind' });
      await expect(within(table).getAllByRole('row')).toHaveLength(TEAM_BETTING_PAGE.rows.length + 1);
      await expect(within(table).getAllByText(TEAM_BETTING_PAGE.rows[0]!.username)[0]).toBeVisible();
    });
    await step('filters and export', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Downline username' }), 'downline1{Enter}');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ username: 'downline1', gameKind: null });
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      // The container hands every matching row over; here the page's rows stand for them.
      const table = args.onExportCsv.mock.calls[0]?.[0]?.(TEAM_BETTING_PAGE.rows);
      await expect(table?.header[0]).toBe('Username');
      await expect(table?.rows).toHaveLength(TEAM_BETTING_PAGE.rows.length);
      await expect(table?.rows[0]?.[3]).toMatch(/^\d+\.\d{2}$/);
    });
    await expectNoSideScroll();
  },
};

export const Rtl: Story = states.Rtl;
