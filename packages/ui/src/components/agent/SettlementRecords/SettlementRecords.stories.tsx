import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { pagedReportArgs, reportStories } from '../../../stories/reportStories';
import { REALTIME_PAGE, SETTLE_NOW, SETTLE_TODAY } from './settlement.fixtures';
import { SettlementRecords } from './SettlementRecords';

const meta = {
  title: 'Agent/SettlementRecords',
  component: SettlementRecords,
  args: {
    ...pagedReportArgs(SETTLE_TODAY, SETTLE_NOW),
    type: 'realtimeSalary',
    filters: { role: null, status: null, downline: '' },
    onFiltersChange: fn(),
    data: REALTIME_PAGE,
  },
} satisfies Meta<typeof SettlementRecords>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { data: null },
  empty: { data: { ...REALTIME_PAGE, rows: [], total: 0 } },
  exportButton: 'Export CSV',
  messageKey: 'errors:network',
  rtlTable: 'تسويات الراتب الفوري',
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Records: Story = {
  name: '§9 real-time salary: every 5 minutes a settlement with its tier per game, totals, filters and export',
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('the totals count every matching record', async () => {
      const totals = canvas.getByRole('region', { name: 'Totals for the range' });
      await expect(within(totals).getByText('Settlements')).toBeVisible();
      await expect(totals.querySelector('[data-total="count"]')?.textContent).toBe(String(REALTIME_PAGE.total));
    });
    await step('a row names the upline that paid and the tier met per game', async () => {
      const table = canvas.getByRole('table', { name: 'Real-time salary settlements' });
      await expect(within(table).getAllByRole('row')).toHaveLength(REALTIME_PAGE.rows.length + 1);
      await expect(within(table).getAllByText('From agent')[0]).toBeVisible();
      await expect(within(table).getAllByText(/tier \d/)[0]).toBeVisible();
    });
    await step('filters and export', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Downline or upline username' }), 'agent{Enter}');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ role: null, status: null, downline: 'agent' });
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
      // The file as text: its headers, and one line per row handed over with plain decimal amounts.
      // The container hands every matching row over; here the page's rows stand for them.
      const table = args.onExportCsv.mock.calls[0]?.[0]?.(REALTIME_PAGE.rows);
      await expect(table?.header[0]).toBe('Paid at');
      await expect(table?.rows).toHaveLength(REALTIME_PAGE.rows.length);
      await expect(table?.rows[0]?.[7]).toMatch(/^\d+\.\d{2}$/);
    });
    await expectNoSideScroll();
  },
};

export const Rtl: Story = states.Rtl;

/**
 * The widest report at a desktop width, in a content column narrower than the table and under a container that lets
 * long text break anywhere (as the centres' do): the words of headers and cells stay whole, amounts stay on one line,
 * and the table scrolls sideways in a region named after it that the keyboard can reach.
 */
export const WideTableAtDesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ overflowWrap: 'anywhere', maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Real-time salary settlements' });
    await step('no header or cell splits a word; headers and amounts never wrap', async () => {
      for (const header of within(table).getAllByRole('columnheader')) {
        const style = getComputedStyle(header);
        await expect(style.whiteSpace).toBe('nowrap');
        await expect(style.overflowWrap).toBe('normal');
        await expect(style.wordBreak).toBe('normal');
      }
      const amounts = table.querySelectorAll('td[data-numeric]');
      await expect(amounts.length).toBeGreaterThan(0);
      for (const amount of amounts) {
        await expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
        await expect(getComputedStyle(amount).overflowWrap).toBe('normal');
      }
    });
    await step('the table scrolls in a named region reached by Tab', async () => {
      const region = canvas.getByRole('region', { name: 'Real-time salary settlements' });
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    });
  },
};
