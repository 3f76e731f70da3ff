import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { PAST_7, PROFIT_ROWS, STORY_NOW } from '../records.fixtures';
import { ProfitReport } from './ProfitReport';

/** §2 personalProfit: profit and loss per game type over the range. */
const meta = {
  title: 'Records/ProfitReport',
  component: ProfitReport,
  args: {
    range: PAST_7,
    onRangeChange: fn(),
    now: STORY_NOW,
    offsetMinutes: 0,
    currencySymbol: '$',
    state: { status: 'ready', isEmpty: false },
    onRetry: fn(),
    rows: PROFIT_ROWS,
    bonusCents: 1_234,
    depositCents: 100_000,
    withdrawalCents: 50_000,
  },
} satisfies Meta<typeof ProfitReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The profit is the sum of the lines' win/loss (150.75 − 224.10 + 40.00); bonuses go into the net only. */
export const PastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('region', { name: 'Totals for the range' });
    await expect(totals.querySelector('[data-total="winLoss"]')).toHaveTextContent('-$33.35');
    await expect(totals.querySelector('[data-total="bonus"]')).toHaveTextContent('$12.34');
    await expect(totals.querySelector('[data-total="net"]')).toHaveTextContent('-$21.01');
    await expect(totals.querySelector('[data-total="deposit"]')).toHaveTextContent('$1,000.00');
    const table = within(canvas.getByRole('table', { name: 'Profit and loss by game type' }));
    await expect(table.getByRole('rowheader', { name: 'Live casino' })).toBeVisible();
    await expect(table.getByText('+$150.75')).toBeVisible();
    await expect(table.getByText('-$224.10')).toBeVisible();
    await expectNoSideScroll();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', isEmpty: true }, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records in this range.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading records…');
  },
};

export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'الكازينو المباشر' })).toBeVisible();
    await expectNoSideScroll();
  },
};
