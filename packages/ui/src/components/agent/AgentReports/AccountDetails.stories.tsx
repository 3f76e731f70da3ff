import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatLocalDateTime } from '@atrium/domain/format';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { pagedReportArgs, reportStories } from '../../../stories/reportStories';
import { DETAILS_NOW, DETAILS_PAGE, DETAILS_PAST7 } from './accountDetails.fixtures';
import type { AccountDetailsRow } from '@atrium/domain/records';
import { AccountDetails } from './AccountDetails';
import type { ReportExportHandler } from '../../records';

type Handler = ReportExportHandler<AccountDetailsRow>;

const meta = {
  title: 'Agent/AccountDetails',
  component: AccountDetails,
  args: {
    ...pagedReportArgs<AccountDetailsRow>(DETAILS_PAST7, DETAILS_NOW),
    filters: { type: null, username: '' },
    onFiltersChange: fn(),
    data: DETAILS_PAGE,
  },
} satisfies Meta<typeof AccountDetails>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({
  none: { data: null },
  empty: { data: { ...DETAILS_PAGE, rows: [], total: 0 } },
  exportButton: 'Export CSV',
  messageKey: 'errors:network',
});

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadError: Story = states.LoadError;

export const Entries: Story = {
  name: '§2 account details: the downlines’ ledger entries with totals, filters and export',
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('the totals count every matching entry', async () => {
      const totals = canvas.getByRole('region', { name: 'Totals for the range' });
      await expect(totals.querySelector('[data-total="count"]')?.textContent).toBe(
        new Intl.NumberFormat('en').format(DETAILS_PAGE.total),
      );
    });
    await step('one row per entry with its username and type', async () => {
      const table = canvas.getByRole('table', { name: 'Downline account details' });
      await expect(within(table).getAllByRole('row')).toHaveLength(DETAILS_PAGE.rows.length + 1);
      await expect(within(table).getAllByText(DETAILS_PAGE.rows[0]!.username)[0]).toBeVisible();
    });
    await step('filters and export', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Downline username' }), 'member{Enter}');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: null, username: 'member' });
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
      // The container hands every matching row over; here the page's rows stand for them.
      const table = args.onExportCsv.mock.calls[0]?.[0]?.(DETAILS_PAGE.rows);
      await expect(table?.header).toEqual(['Time', 'Username', 'Type', 'Amount', 'Balance after']);
      await expect(table?.rows).toHaveLength(DETAILS_PAGE.rows.length);
      await expect(table?.rows[0]?.[3]).toMatch(/^-?\d+\.\d{2}$/);
    });
    await expectNoSideScroll();
  },
};

/** A page of the export that fails: nothing is saved, the button says so beside it and can be pressed again. */
export const ExportFails: Story = {
  args: { onExportCsv: fn<Handler>(() => Promise.reject(new Error('503'))) },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    const message = 'The file could not be made. Nothing was saved; try again.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(button).toHaveAccessibleDescription(message);
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onExportCsv).toHaveBeenCalledTimes(2);
  },
};

/**
 * The filters select more lines than one file holds: nothing is saved, the button says how many and what to narrow,
 * and stays ready for the narrower selection.
 */
export const ExportTooLarge: Story = {
  args: {
    onExportCsv: fn<Handler>(async () => ({ status: 'tooLarge', rowCount: 52_475, maxRows: 10_000 })),
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    const message =
      'This selection has 52,475 lines; one file holds at most 10,000. Choose a shorter range or one downline, then export again.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(button).toHaveAccessibleDescription(message);
    await expect(button).toBeEnabled();
  },
};

/** The time of an entry as the reader's language writes it (machine-readable in its datetime attribute). */
const firstTime = (canvasElement: HTMLElement) => canvasElement.querySelector('tbody time');

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, step }) => {
    await expect(canvas.getByRole('table', { name: 'تفاصيل حسابات التابعين' })).toBeVisible();
    await step('§9 the time is written the Arabic way, not in English', async () => {
      const time = firstTime(canvasElement);
      await expect(time).toHaveTextContent(formatLocalDateTime(DETAILS_PAGE.rows[0]!.atMs, 0, 'ar'));
      await expect(time?.textContent).not.toMatch(/[A-Za-z]/);
    });
    await expectNoSideScroll();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement, step }) => {
    await step('§9 the time is written the Chinese way (年月日, 24-hour), not in English', async () => {
      const time = firstTime(canvasElement);
      await expect(time).toHaveTextContent(formatLocalDateTime(DETAILS_PAGE.rows[0]!.atMs, 0, 'zh-CN'));
      await expect(time?.textContent).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}:\d{2}$/);
    });
    await expectNoSideScroll();
  },
};
