/**
 * The reward centre's activities (designed shapes): every §4 activity status appears once in a fresh account.
 * Amounts in cents. Each account starts from these statuses; the handlers keep its own copy.
 */
export interface DemoActivity {
  readonly promotionId: string;
  readonly title: string;
  readonly kind: 'MISSION' | 'SIGNUP' | 'RAFFLE';
  /** The status a fresh account sees (a §4 label). */
  readonly status: string;
  readonly progress: number;
  readonly target: number;
  readonly rewardCents: number | null;
  readonly requiresApplication: boolean;
  readonly prizeName: string | null;
  /** Days from the platform's "now" (negative: in the past). */
  readonly startDay: number;
  readonly endDay: number | null;
  /** A mission's milestones: the value to reach and what it pays (cents), ascending. */
  readonly milestones: readonly { readonly target: number; readonly rewardCents: number | null }[];
}

function activity(
  promotionId: string,
  title: string,
  kind: DemoActivity['kind'],
  status: string,
  extra: Partial<DemoActivity> = {},
): DemoActivity {
  return {
    promotionId,
    title,
    kind,
    status,
    progress: 0,
    target: 0,
    rewardCents: null,
    requiresApplication: false,
    prizeName: null,
    startDay: -7,
    endDay: 21,
    milestones: [],
    ...extra,
  };
}

export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  activity('p-welcome', 'Welcome bonus', 'SIGNUP', 'Join', { rewardCents: 1_000 }),
  activity('p-cashback', 'Weekly cashback', 'SIGNUP', 'Claim', { rewardCents: 2_550 }),
  activity('p-vip-gift', 'VIP upgrade gift', 'SIGNUP', 'Claim', { rewardCents: 8_800, requiresApplication: true }),
  activity('p-lucky-draw', 'Lucky draw', 'RAFFLE', 'Claim', { rewardCents: 1_888, prizeName: '18.88 bonus cash' }),
  activity('m-daily-bets', 'Play 10 rounds today', 'MISSION', 'Process', {
    progress: 4,
    target: 10,
    rewardCents: 500,
    milestones: [
      { target: 3, rewardCents: 100 },
      { target: 6, rewardCents: 200 },
      { target: 10, rewardCents: 500 },
    ],
  }),
  activity('m-first-deposit', 'First deposit mission', 'MISSION', 'Issued', {
    progress: 1,
    target: 1,
    rewardCents: 2_000,
    milestones: [{ target: 1, rewardCents: 2_000 }],
  }),
  activity('m-weekly-deposit', 'Deposit 500 this week', 'MISSION', 'Claim', {
    progress: 500,
    target: 500,
    rewardCents: 1_200,
    milestones: [
      { target: 100, rewardCents: 200 },
      { target: 300, rewardCents: 500 },
      { target: 500, rewardCents: 1_200 },
    ],
  }),
  activity('p-slots-cup', 'Slots tournament', 'SIGNUP', 'Joined'),
  activity('p-check-in', 'Daily check-in', 'SIGNUP', 'Signed'),
  activity('p-birthday', 'Birthday gift', 'SIGNUP', 'Applying', { requiresApplication: true, rewardCents: 5_000 }),
  activity('p-referral', 'Referral bonus', 'SIGNUP', 'Rejected', { rewardCents: 3_000 }),
  activity('p-lucky-spin', 'Lucky spin', 'RAFFLE', 'Claimed', { rewardCents: 888, prizeName: '8.88 bonus cash' }),
  activity('p-summer', 'Summer carnival', 'SIGNUP', 'Close', { startDay: -60, endDay: -30 }),
  activity('p-spring', 'Spring festival', 'SIGNUP', 'coming soon', { startDay: 10, endDay: 40 }),
];
