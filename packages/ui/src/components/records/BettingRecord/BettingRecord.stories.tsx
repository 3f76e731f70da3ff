import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { reportArgs, reportStories } from '../../../stories/reportStories';
import { BET_ROWS, BET_TOTALS, PAST_7, STORY_NOW } from '../records.fixtures';
import { BettingRecord } from './BettingRecord';

/** §2 personalHistoryCopy (betting record) on the shared record frame: range, filters, totals, list, pager. */
const meta = {
  title: 'Records/BettingRecord',
  component: BettingRecord,
  args: {
    ...reportArgs(PAST_7, STORY_NOW),
    rows: BET_ROWS,
    totals: BET_TOTALS,
    gameType: null,
    onGameTypeChange: fn(),
    status: null,
    onStatusChange: fn(),
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
  },
} satisfies Meta<typeof BettingRecord>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = reportStories<Story>({ none: { rows: [], totals: null }, messageKey: 'errors:network' });

export const Playground: Story = {};

/** The past 7 days: the preset pressed, the totals, one card per bet at 360 px without sideways scroll. */
export const PastSevenDays: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Past 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    await step('the totals say the range’s sums, a gain with its plus sign', async () => {
      const totals = canvas.getByRole('region', { name: 'Totals for the range' });
      await expect(within(totals).getByText('4')).toBeVisible();
      await expect(within(totals).getByText('$175.50')).toBeVisible();
      await expect(within(totals).getByText('$125.50')).toBeVisible();
      await expect(within(totals).getByText('+$69.50')).toBeVisible();
    });
    await step('each bet is a row with its game, status and win/loss', async () => {
      const table = canvas.getByRole('table', { name: 'Bets in the range' });
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(BET_ROWS.length + 1);
      const first = within(rows[1]!);
      await expect(first.getByRole('rowheader', { name: 'Evolution · Lightning Baccarat' })).toBeVisible();
      await expect(first.getByText('+$95.00')).toBeVisible();
      await expect(first.getByText('Nov 26, 2026, 9:00:00 AM')).toBeVisible();
      await expect(within(rows[2]!).getByText('-$25.50')).toBeVisible();
      await expect(within(rows[3]!).getByText('Unsettled')).toBeVisible();
      await expect(within(rows[4]!).getByText('Cancelled')).toBeVisible();
    });
    await expectNoSideScroll();
  },
};

/** A preset press asks for its range; the custom range applies both dates together, by keyboard too. */
export const ChoosingARange: Story = {
  play: async ({ canvasElement, args, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('presets', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }));
      await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-11-25', end: '2026-11-25' });
      await userEvent.click(canvas.getByRole('button', { name: 'Past 30 days' }));
      await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-10-28', end: '2026-11-26' });
    });
    await step('a custom range is sent only when applied', async () => {
      const calls = (args.onRangeChange as ReturnType<typeof fn>).mock.calls.length;
      const from = canvas.getByLabelText('From');
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-01');
      await expect(args.onRangeChange).toHaveBeenCalledTimes(calls);
      canvas.getByLabelText('To').focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-26' });
    });
  },
};

/** §9 custom range: a first day after the last is refused in words, under the dates, and nothing is asked. */
export const CustomRangeStartAfterEnd: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The first day must not come after the last day.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('The first day must not come after the last day.');
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

/** The filters offer "All" and each game type and status; a choice is passed on. */
export const Filtering: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Game type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Live casino' }));
    await expect(args.onGameTypeChange).toHaveBeenCalledWith('LIVE');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Settled' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('settled');
  },
};

export const Filtered: Story = {
  args: { gameType: 'LIVE', status: 'settled', rows: BET_ROWS.slice(0, 1) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Game type' })).toHaveTextContent('Live casino');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Game type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await expect(args.onGameTypeChange).toHaveBeenCalledWith(null);
  },
};

/** The pager (range 5, margin 2) moves between pages of the range. */
export const Paging: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Record pages' });
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = states.Loading;

/** Another page or range loading: the previous answer stays, marked as updating. */
export const Updating: Story = {
  args: { state: { status: 'ready', isEmpty: false, isUpdating: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating…');
    await expect(canvas.getByRole('table', { name: 'Bets in the range' })).toBeVisible();
  },
};

export const Empty: Story = states.Empty;

export const Failed: Story = states.Failed;

export const Retrying: Story = states.Retrying;

/** At a desktop width the bets are a table with its column headers. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Win/loss' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** Right to left: the labels in Arabic, the amounts and times still read left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'آخر 7 أيام' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.closest('[dir="rtl"]') ?? canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    const gain = canvas.getAllByText(/\+\$95\.00|\+\$٩٥/)[0]!;
    await expect(gain.closest('[dir="ltr"]')).not.toBeNull();
    await expectNoSideScroll();
  },
};
