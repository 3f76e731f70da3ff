import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { CREDIT_REPORT, NEW_CREDIT_REPORT, OVERDUE_CREDIT_REPORT } from '../credit.fixtures';
import { CreditReport } from './CreditReport';

/** §2 Other screens "credit report": the credit line and its meter, the current period, the past statements. */
const meta = {
  title: 'Credit/CreditReport',
  component: CreditReport,
  args: {
    state: 'ready',
    report: CREDIT_REPORT,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 360 px: limit, used and available with the meter, this week, and one card per statement without sideways scroll. */
export const Filled: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Credit report' })).toBeVisible();
    await step('the line: limit, used and available, and a meter of what is used', async () => {
      const line = canvas.getByRole('region', { name: 'Credit line' });
      await expect(within(line).getByText('$20,000.00')).toBeVisible();
      await expect(within(line).getByText('$3,482.50')).toBeVisible();
      await expect(within(line).getByText('$16,517.50')).toBeVisible();
      const meter = within(line).getByRole('meter', { name: 'Credit used' });
      await expect(meter).toHaveAttribute('aria-valuenow', '3482.5');
      await expect(meter).toHaveAttribute('aria-valuemax', '20000');
      await expect(meter).toHaveAttribute('aria-valuetext', '$3,482.50 of $20,000.00 used');
      await expect(within(line).getByText('Settled every week')).toBeVisible();
    });
    await step('this period: its dates, a loss with its minus sign, the settlement date', async () => {
      const current = canvas.getByRole('region', { name: 'This period' });
      await expect(within(current).getByText('Nov 23, 2026 – Nov 29, 2026')).toBeVisible();
      await expect(within(current).getByText('-$1,520.00')).toBeVisible();
      await expect(within(current).getByText('Dec 2, 2026')).toBeVisible();
    });
    await step('the statements: newest first, each with its status in words', async () => {
      const table = canvas.getByRole('table', { name: 'Past statements, newest first' });
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(5);
      const due = within(rows[1]!);
      await expect(due.getByRole('rowheader', { name: 'Nov 16, 2026 – Nov 22, 2026' })).toBeVisible();
      await expect(due.getByText('-$1,962.50')).toBeVisible();
      await expect(due.getByText('+$57.50')).toBeVisible();
      await expect(due.getByText('Due')).toBeVisible();
      await expect(within(rows[2]!).getByText('+$499.00')).toBeVisible();
      await expect(within(rows[2]!).getByText('Settled', { selector: 'span' })).toBeVisible();
    });
    await expect(canvas.queryByText(/overdue/i)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expectNoSideScroll();
  },
};

/** The week just closed was not settled by its date: the row says Overdue and a warning stands above the list. */
export const Overdue: Story = {
  args: { report: OVERDUE_CREDIT_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A statement is overdue: please settle it with your upline.')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(within(rows[1]!).getByText('Overdue')).toBeVisible();
  },
};

/** A line opened this week, nearly used up: the meter near full, no statement yet, no pages. */
export const NoStatementsYet: Story = {
  args: { report: NEW_CREDIT_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '19000');
    await expect(canvas.getByText('95%')).toBeVisible();
    await expect(canvas.getByText('No past statements yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Statement pages' })).not.toBeInTheDocument();
  },
};

/** Another page loading: the statements stay with an "updating" note. */
export const UpdatingPage: Story = {
  args: { isUpdating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating…');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the credit report' })).toBeInTheDocument();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** A failed or malformed answer: the message and a retry, never a blank page. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', report: null, errorMessageKey: 'errors:malformed' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An account without a credit line: said plainly, not as an error. */
export const NotEnabled: Story = {
  args: { state: 'notEnabled', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This account has no credit line. Your upline can tell you whether one is offered.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** At a desktop width the statements are a table with its column headers. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Outstanding' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** At the tablet width the eight columns of the table fit without sideways scroll. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Settle by' })).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('region', { name: 'Past statements' }).getBoundingClientRect().right,
    );
    await expectNoSideScroll();
  },
};

/** Arabic, right to left: the labels translated, the amounts still read left to right, no sideways scroll. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'تقرير الائتمان' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'الائتمان المستخدم' })).toBeVisible();
    const amounts = canvasElement.querySelectorAll('[data-credit] [dir="ltr"]');
    await expect(amounts).toHaveLength(4);
    await expectNoSideScroll();
  },
};

/** Chinese: the labels and statuses translated, the dates in the reader's calendar, the amounts unchanged. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '信用报表' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: '已用信用额度' })).toHaveAttribute(
      'aria-valuetext',
      '已用 $3,482.50，共 $20,000.00',
    );
    const rows = within(canvas.getByRole('table', { name: '历史账单，最新的在前' })).getAllByRole('row');
    await expect(within(rows[1]!).getByText('待结算')).toBeVisible();
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2026年11月16日');
  },
};
