import type { TaskView, WheelSegmentView } from './types';

export const TASKS: readonly TaskView[] = [
  {
    id: 'daily-login',
    kind: 'daily',
    name: 'Log in today',
    progress: 1,
    target: 1,
    rewardCents: 200,
    draw: { game: 'wheel', count: 1 },
    status: 'claimable',
  },
  {
    id: 'daily-bet',
    kind: 'daily',
    name: 'Bet 100 today',
    progress: 60,
    target: 100,
    rewardCents: 500,
    draw: { game: 'envelope', count: 1 },
    status: 'inProgress',
  },
  {
    id: 'daily-deposit',
    kind: 'daily',
    name: 'Make a deposit today',
    progress: 1,
    target: 1,
    rewardCents: 300,
    draw: { game: 'egg', count: 1 },
    status: 'claimed',
  },
  {
    id: 'ach-claims',
    kind: 'achievement',
    name: 'Claim 3 task rewards',
    progress: 1,
    target: 3,
    rewardCents: 1_000,
    draw: { game: 'wheel', count: 2 },
    status: 'inProgress',
  },
];

export const WHEEL_SEGMENTS: readonly WheelSegmentView[] = [0, 100, 200, 500, 0, 1_000, 300, 5_000].map(
  (prizeCents, index) => ({ id: `seg-${index}`, prizeCents }),
);
