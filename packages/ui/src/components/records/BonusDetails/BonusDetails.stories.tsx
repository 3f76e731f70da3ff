import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { BONUS_ROWS, PAST_7, STORY_NOW } from '../records.fixtures';
import { BonusDetails } from './BonusDetails';

/** §2 bonusDetails: the bonuses credited in the range. */
const meta = {
  title: 'Records/BonusDetails',
  component: BonusDetails,
  args: {
    range: PAST_7,
    onRangeChange: fn(),
    now: STORY_NOW,
    offsetMinutes: 0,
    currencySymbol: '$',
    state: { status: 'ready', isEmpty: false },
    onRetry: fn(),
    rows: BONUS_ROWS,
    totalCents: 6_234,
    kind: null,
    onKindChange: fn(),
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof BonusDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A rebate shows the valid bet and the rate it was worked on; a promotion has neither. */
export const PastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(canvas.getByRole('region', { name: 'Totals for the range' }));
    await expect(totals.getByText('$62.34')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Bonuses in the range' })).getAllByRole('row');
    await expect(within(rows[1]!).getByRole('rowheader', { name: 'Weekly rebate' })).toBeVisible();
    await expect(within(rows[1]!).getByText('0.8%')).toBeVisible();
    await expect(within(rows[1]!).getByText('$1,542.50')).toBeVisible();
    await expect(within(rows[2]!).getAllByText('—')).toHaveLength(2);
    await expectNoSideScroll();
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Bonus type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rebate' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('rebate');
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', isEmpty: true }, rows: [], totalCents: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records in this range.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error' }, rows: [], totalCents: null },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'المكافآت في النطاق' })).toBeVisible();
    await expectNoSideScroll();
  },
};
