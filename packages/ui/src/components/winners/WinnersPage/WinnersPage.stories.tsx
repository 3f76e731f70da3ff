import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import {
  SLOT_WINNERS,
  WEEK_BOARD,
  WEEK_BOARD_MINE,
  WEEK_BOARD_UNRANKED,
  WINNER_CATEGORY_IDS,
} from '../winners.fixtures';
import { WinnersPage } from './WinnersPage';

/** §2 Other screens "winner lists and leaderboard": per-category winner lists and the players' leaderboard. */
const meta = {
  title: 'Winners/WinnersPage',
  component: WinnersPage,
  args: {
    tab: 'lists',
    onTabChange: fn(),
    currencySymbol: '₱',
    lists: {
      state: 'ready',
      categories: WINNER_CATEGORY_IDS,
      category: 'RNG',
      onCategoryChange: fn(),
      entries: SLOT_WINNERS,
      onPlay: fn(),
      onRetry: fn(),
    },
    leaderboard: {
      state: 'ready',
      period: 'week',
      onPeriodChange: fn(),
      board: WEEK_BOARD,
      isGuest: true,
      onSignIn: fn(),
      onRetry: fn(),
    },
  },
} satisfies Meta<typeof WinnersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9 20 rows, highest amount first: rank, masked player, game icon and name, amount; categories by arrow keys. */
export const WinnerLists: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Winner lists' })).toHaveAttribute('aria-selected', 'true');
    const categories = canvas.getByRole('tablist', { name: 'Game categories' });
    await expect(
      within(categories)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All games', 'Slots', 'Live casino', 'Sports', 'Fishing', 'Lottery', 'Card games']);
    const list = canvas.getByRole('list', { name: 'Biggest wins: Slots' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(20);
    await expect(rows[0]).toHaveTextContent('Rank 1');
    await expect(rows[0]).toHaveTextContent('lu***88');
    await expect(rows[0]).toHaveTextContent('₱250,000.50');
    // At 360 px the biggest amount stays on one line beside the player.
    await expect(getComputedStyle(within(rows[0] as HTMLElement).getByText('₱250,000.50')).whiteSpace).toBe('nowrap');
    const amounts = rows.map((row) => Number(row.dataset['amount']));
    await expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Pressing a row's game opens it, by keyboard too.
    within(rows[1] as HTMLElement)
      .getByRole('button', { name: 'Play Mahjong Ways 2' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.lists.onPlay).toHaveBeenCalledWith(SLOT_WINNERS[1]);
    within(categories).getByRole('tab', { name: 'Slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.lists.onCategoryChange).toHaveBeenCalledWith('LIVE');
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('leaderboard');
    await expectNoSideScroll();
  },
};

export const ListLoading: Story = {
  args: { lists: { ...meta.args.lists, state: 'loading', entries: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading winners' })).toBeInTheDocument();
  },
};

export const ListEmpty: Story = {
  args: { lists: { ...meta.args.lists, category: 'PVP', entries: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No wins in this category yet.')).toBeVisible();
  },
};

/** A failed or malformed answer: the message and a retry, never a blank page. */
export const ListError: Story = {
  args: { lists: { ...meta.args.lists, state: 'error', errorMessageKey: 'errors:malformed', entries: [] } },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.lists.onRetry).toHaveBeenCalledOnce();
  },
};

/** A guest: the week's board with the top 10's prizes and a prompt to sign in for their own rank. */
export const LeaderboardGuest: Story = {
  args: { tab: 'leaderboard' },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    const board = canvas.getByRole('list', { name: 'Players by valid bet' });
    const rows = within(board).getAllByRole('listitem');
    await expect(rows).toHaveLength(50);
    await expect(rows[0]).toHaveTextContent('Prize: ₱4,440.00');
    await expect(rows[10]).not.toHaveTextContent('Prize');
    await expect(canvas.getByText(/Nov 23, 2026 – Nov 29, 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.leaderboard.onSignIn).toHaveBeenCalledOnce();
    canvas.getByRole('tab', { name: 'This week' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.leaderboard.onPeriodChange).toHaveBeenCalledWith('month');
    await expectNoSideScroll();
  },
};

/** A signed-in player: their rank card and their row marked on the board. */
export const LeaderboardMine: Story = {
  args: { tab: 'leaderboard', leaderboard: { ...meta.args.leaderboard, isGuest: false, board: WEEK_BOARD_MINE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your rank' });
    await expect(card).toHaveTextContent('No. 7');
    await expect(card).toHaveTextContent('Your valid bet: ₱108,000.00');
    await expect(card).toHaveTextContent('₱2,000.00 more to move up a place');
    const mine = within(canvas.getByRole('list', { name: 'Players by valid bet' }))
      .getAllByRole('listitem')
      .find((row) => row.getAttribute('aria-current') === 'true');
    await expect(mine).toHaveTextContent('Rank 7');
    await expect(mine).toHaveTextContent('You');
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  },
};

export const LeaderboardUnranked: Story = {
  args: { tab: 'leaderboard', leaderboard: { ...meta.args.leaderboard, isGuest: false, board: WEEK_BOARD_UNRANKED } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Place a bet in this period to enter the leaderboard.')).toBeVisible();
  },
};

export const LeaderboardLoading: Story = {
  args: { tab: 'leaderboard', leaderboard: { ...meta.args.leaderboard, state: 'loading', board: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the leaderboard' })).toBeInTheDocument();
  },
};

export const LeaderboardEmpty: Story = {
  args: {
    tab: 'leaderboard',
    leaderboard: { ...meta.args.leaderboard, period: 'day', board: { ...WEEK_BOARD, rows: [] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bets in this period yet.')).toBeVisible();
  },
};

export const LeaderboardError: Story = {
  args: {
    tab: 'leaderboard',
    leaderboard: { ...meta.args.leaderboard, state: 'error', board: null, errorMessageKey: 'errors:network' },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.leaderboard.onRetry).toHaveBeenCalledOnce();
  },
};

/** Arabic: right to left, the tabs and rows mirrored, nothing scrolls sideways. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { tab: 'leaderboard', leaderboard: { ...meta.args.leaderboard, isGuest: false, board: WEEK_BOARD_MINE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'لوحة المتصدرين' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: 'ترتيبك' })).toBeVisible();
    await expectNoSideScroll();
  },
};

/** A wide screen: the same list, its long game names cut with an ellipsis, nothing scrolls sideways. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Biggest wins: Slots' })).getAllByRole('listitem'),
    ).toHaveLength(20);
    await expectNoSideScroll();
  },
};
