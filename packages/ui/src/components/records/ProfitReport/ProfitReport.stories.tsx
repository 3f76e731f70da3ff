import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { reportArgs, reportStories } from '../../../stories/reportStories';
import { PAST_7, PROFIT_ROWS, STORY_NOW } from '../records.fixtures';
import { ProfitReport } from './ProfitReport';

/** §2 personalProfit: profit and loss per game type over the range. */
const meta = {
  title: 'Records/ProfitReport',
  component: ProfitReport,
  args: {
    ...reportArgs(PAST_7, STORY_NOW),
    rows: PROFIT_ROWS,
    bonusCents: 1_234,
    depositCents: 100_000,
    withdrawalCents: 50_000,
  },
} satisfies Meta<typeof ProfitReport>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({ none: { rows: [] } });

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

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'الكازينو المباشر' })).toBeVisible();
    await expectNoSideScroll();
  },
};
