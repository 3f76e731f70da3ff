import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../stories/helpers';
import { LEADERBOARD, MILESTONES, MISSIONS } from '../../rewards/rewards.fixtures';
import { MissionsPanel } from './MissionsPanel';
import { listStates } from '../../../stories/listStories';

/** §2 missionLeaderboard: missions, milestones and progress, the leaderboard with the player's own place pinned. */
const meta = {
  title: 'Missions/MissionsPanel',
  component: MissionsPanel,
  args: {
    missions: MISSIONS,
    currencySymbol: '$',
    selectedId: 'm-daily-bets',
    onSelect: fn(),
    milestones: { status: 'ready', data: MILESTONES },
    leaderboard: { status: 'ready', data: LEADERBOARD },
    onLeaderboardPage: fn(),
    onAction: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MissionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listStates<Story>({
  region: 'Missions',
  none: { missions: null },
  failed: { hasError: true },
  empty: { args: { missions: [] }, says: 'No missions right now.' },
});

/** The chosen mission's milestones, each reached or not, and its leaderboard with the player's place under it. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = within(canvas.getByRole('region', { name: 'Play 10 rounds today' }));
    await expect(details.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '4 of 10');
    const items = within(details.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Reach 3Reward $1.00Reached');
    await expect(items[1]).toHaveTextContent('Not reached');
    const table = details.getByRole('table', { name: 'Leaderboard' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('rowheader', { name: 'Your place' })).toBeVisible();
    await expect(within(table).getByText('You are number 17 with 6,420.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Details: Play 10 rounds today' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSideScroll();
  },
};

/** Choosing another mission and another page of the leaderboard. */
export const Choose: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Details: Deposit 500 this week' }));
    await expect(args.onSelect).toHaveBeenCalledWith('m-weekly-deposit');
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await expect(args.onLeaderboardPage).toHaveBeenCalledWith(2);
  },
};

/** A mission whose target is reached is claimed: one press, one request. */
export const Claim: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Claim: Deposit 500 this week' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'm-weekly-deposit', call: 'requestReward' });
  },
};

export const Claimed: Story = {
  args: {
    outcome: {
      key: '1',
      title: 'Deposit 500 this week',
      call: 'requestReward',
      status: 'claimed',
      amount: 12,
      prizeName: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '$12.00 from Deposit 500 this week was added to your balance.',
    );
  },
};

export const Unranked: Story = {
  args: { leaderboard: { status: 'ready', data: { ...LEADERBOARD, mine: { rank: null, score: 4 } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are not ranked yet (4 so far).')).toBeVisible();
  },
};

export const NothingChosen: Story = {
  args: { selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Choose a mission to see its milestones and leaderboard.'),
    ).toBeVisible();
  },
};

export const DetailsLoading: Story = {
  args: { milestones: { status: 'loading' }, leaderboard: { status: 'loading' } },
};

/** Each part of the details fails on its own, with its own retry. */
export const DetailsFailed: Story = {
  args: {
    milestones: { status: 'error', onRetry: fn() },
    leaderboard: { status: 'ready', data: { ...LEADERBOARD, entries: [], totalPages: 0, mine: null } },
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nobody is on the leaderboard yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const retry = args.milestones.status === 'error' ? args.milestones.onRetry : null;
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

export const LoadFailed: Story = states.LoadFailed;
