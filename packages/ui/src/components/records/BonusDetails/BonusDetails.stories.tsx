import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { reportArgs, reportStories } from '../../../stories/reportStories';
import { BONUS_ROWS, PAST_7, STORY_NOW } from '../records.fixtures';
import { BonusDetails } from './BonusDetails';

/** §2 bonusDetails: the bonuses credited in the range. */
const meta = {
  title: 'Records/BonusDetails',
  component: BonusDetails,
  args: {
    ...reportArgs(PAST_7, STORY_NOW),
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
const states = reportStories<Story>({ none: { rows: [], totalCents: null }, rtlTable: 'المكافآت في النطاق' });

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

export const Empty: Story = states.Empty;

export const Failed: Story = states.Failed;

export const Rtl: Story = states.Rtl;
