import type { ActivityStatus } from '@atrium/domain/points';
import { activityCall, type ActivityKind } from '@atrium/domain/points';
import type { ActivityView } from './shared/activity';

/** Noon UTC: the same calendar day in every time zone a story runs in. */
const DAY = 86_400_000;
const NOON = Date.UTC(2026, 10, 20, 12);

function view(
  id: string,
  title: string,
  kind: ActivityKind,
  status: ActivityStatus,
  extra: Partial<ActivityView> = {},
): ActivityView {
  return {
    id,
    title,
    kind,
    status,
    call: activityCall(kind, status),
    rewardAmount: null,
    progress: 0,
    target: 0,
    requiresApplication: false,
    startsAt: NOON - 7 * DAY,
    endsAt: NOON + 21 * DAY,
    ...extra,
  };
}

/** One activity in each §4 status. */
export const ACTIVITIES: readonly ActivityView[] = [
  view('p-welcome', 'Welcome bonus', 'signup', 'join', { rewardAmount: 10 }),
  view('p-cashback', 'Weekly cashback', 'signup', 'claim', { rewardAmount: 25.5 }),
  view('p-vip-gift', 'VIP upgrade gift', 'signup', 'claim', { rewardAmount: 88, requiresApplication: true }),
  view('p-lucky-draw', 'Lucky draw', 'raffle', 'claim', { rewardAmount: 18.88 }),
  view('p-slots-cup', 'Slots tournament', 'signup', 'joined'),
  view('p-check-in', 'Daily check-in', 'signup', 'signed'),
  view('p-birthday', 'Birthday gift', 'signup', 'applying', { rewardAmount: 50, requiresApplication: true }),
  view('p-referral', 'Referral bonus', 'signup', 'rejected', { rewardAmount: 30 }),
  view('p-lucky-spin', 'Lucky spin', 'raffle', 'claimed', { rewardAmount: 8.88 }),
  view('p-deposit-gift', 'Deposit gift', 'signup', 'issued', { rewardAmount: 20 }),
  view('p-weekend', 'Weekend tasks', 'signup', 'process', { progress: 2, target: 5 }),
  view('p-summer', 'Summer carnival', 'signup', 'close', { startsAt: NOON - 60 * DAY, endsAt: NOON - 30 * DAY }),
  view('p-spring', 'Spring festival', 'signup', 'comingSoon', { startsAt: NOON + 10 * DAY, endsAt: NOON + 40 * DAY }),
];

export const MISSIONS: readonly ActivityView[] = [
  view('m-daily-bets', 'Play 10 rounds today', 'mission', 'process', { progress: 4, target: 10, rewardAmount: 5 }),
  view('m-weekly-deposit', 'Deposit 500 this week', 'mission', 'claim', {
    progress: 500,
    target: 500,
    rewardAmount: 12,
  }),
  view('m-first-deposit', 'First deposit mission', 'mission', 'issued', { progress: 1, target: 1, rewardAmount: 20 }),
];

export const MILESTONES = {
  reached: 4,
  milestones: [
    { target: 3, rewardAmount: 1, isReached: true },
    { target: 6, rewardAmount: 2, isReached: false },
    { target: 10, rewardAmount: 5, isReached: false },
  ],
} as const;

export const LEADERBOARD = {
  entries: [
    { rank: 1, name: 'pl***42', score: 9_120, prize: 100 },
    { rank: 2, name: 'pl***17', score: 8_990, prize: 50 },
    { rank: 3, name: 'pl***88', score: 8_870, prize: 20 },
    { rank: 4, name: 'pl***31', score: 8_700, prize: null },
    { rank: 5, name: 'pl***64', score: 8_615, prize: null },
  ],
  mine: { rank: 17, score: 6_420 },
  page: 1,
  totalPages: 4,
} as const;
