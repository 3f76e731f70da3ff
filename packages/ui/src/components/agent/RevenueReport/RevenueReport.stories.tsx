import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatLocalDate } from '@atrium/domain/format';
import { expect, within } from 'storybook/test';
import { expectNoSideScroll, exportSaves } from '../../../stories/helpers';
import { reportArgs, reportStories } from '../../../stories/reportStories';
import { REVENUE_TODAY, SETTLE_NOW, SETTLE_TODAY } from '../SettlementRecords/settlement.fixtures';
import { RevenueReport } from './RevenueReport';

const meta = {
  title: 'Agent/RevenueReport',
  component: RevenueReport,
  args: {
    ...reportArgs(SETTLE_TODAY, SETTLE_NOW),
    data: REVENUE_TODAY,
    onExportCsv: exportSaves(),
  },
} satisfies Meta<typeof RevenueReport>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { data: null },
  exportButton: 'Export CSV',
  messageKey: 'errors:network',
  rtlTable: 'دخلي حسب اليوم',
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Income: Story = {
  name: '§2 agentRevenueReport: my income by day and source, with the totals',
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My income by day' });
    await expect(
      within(table).getByRole('rowheader', { name: formatLocalDate(SETTLE_TODAY.start, 'en') }),
    ).toBeVisible();
    const totals = canvas.getByRole('region', { name: 'Totals for the range' });
    await expect(totals.querySelector('[data-total="realtimeSalary"]')?.textContent).toMatch(/^\$\d+\.\d{2}$/);
    await expect(totals.querySelector('[data-total="total"]')?.textContent).toBe(
      totals.querySelector('[data-total="realtimeSalary"]')?.textContent,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
    await expectNoSideScroll();
  },
};

export const Rtl: Story = states.Rtl;
