/**
 * Spec §4 "Activity statuses: Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, Signed,
 * coming soon"; §7 MCSFE_signUpPromotionJoin (join), MCSFE_signUpRequestReward / MCS2_claimRafflePromotion (claim).
 *
 * The spec gives no transitions between activity statuses, so none are modelled. What it does give is two player
 * calls, and two statuses that name them: Join (the player may sign up) and Claim (a reward waits to be claimed).
 * Every other status is shown, not acted on: Applying / Process (the platform is reviewing), Joined / Signed (already
 * signed up), Issued / Claimed (the reward was paid), Rejected, Close (ended) and coming soon (not started).
 */
import { labelKey } from './wire';

export type ActivityStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'joined'
  | 'signed'
  | 'comingSoon';

export const ACTIVITY_STATUSES: readonly ActivityStatus[] = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'signed',
  'comingSoon',
];

/** The player's action on an activity. */
export type ActivityAction = 'join' | 'claim';

const ACTIVITY_LABELS: ReadonlyMap<string, ActivityStatus> = new Map([
  ['join', 'join'],
  ['claim', 'claim'],
  ['applying', 'applying'],
  ['close', 'close'],
  ['rejected', 'rejected'],
  ['issued', 'issued'],
  ['claimed', 'claimed'],
  ['process', 'process'],
  ['joined', 'joined'],
  ['signed', 'signed'],
  ['comingsoon', 'comingSoon'],
]);

/** Reads "Join", "coming soon", "COMING_SOON", … (any case, spaces or underscores); null when unknown. */
export function parseActivityStatus(raw: unknown): ActivityStatus | null {
  const key = labelKey(raw);
  return key === null ? null : (ACTIVITY_LABELS.get(key) ?? null);
}

/** The action a player can take in each status; null where the status is only shown. */
export const ACTIVITY_ACTIONS: Readonly<Record<ActivityStatus, ActivityAction | null>> = {
  join: 'join',
  claim: 'claim',
  applying: null,
  close: null,
  rejected: null,
  issued: null,
  claimed: null,
  process: null,
  joined: null,
  signed: null,
  comingSoon: null,
};

export function activityAction(status: ActivityStatus): ActivityAction | null {
  return ACTIVITY_ACTIONS[status];
}

/**
 * What kind of activity it is (§7): a mission (reach a target, then claim), a sign-up promotion (join, then request
 * the reward) or a raffle (a prize drawn for the player, claimed).
 */
export type ActivityKind = 'mission' | 'signup' | 'raffle';

/** The platform call behind each action: §7 MCSFE_signUpPromotionJoin, MCSFE_signUpRequestReward, MCS2_claimRafflePromotion. */
export type ActivityCall = 'join' | 'requestReward' | 'claimRaffle';

/**
 * The call a player's action makes. A claim on a raffle is the raffle claim; a claim on a mission or a promotion
 * requests the reward. A raffle has nothing to join: a Join on one is shown and not acted on.
 */
export function activityCall(kind: ActivityKind, status: ActivityStatus): ActivityCall | null {
  const action = activityAction(status);
  if (action === 'claim') return kind === 'raffle' ? 'claimRaffle' : 'requestReward';
  if (action === 'join') return kind === 'raffle' ? null : 'join';
  return null;
}

/**
 * How a status reads to the player, which sets its colour and its sentence: open (an action waits), pending (the
 * platform is reviewing or the player is taking part), done (signed up or paid), refused, ended, upcoming.
 */
export type ActivityPhase = 'open' | 'pending' | 'done' | 'refused' | 'ended' | 'upcoming';

export const ACTIVITY_PHASES: Readonly<Record<ActivityStatus, ActivityPhase>> = {
  join: 'open',
  claim: 'open',
  applying: 'pending',
  process: 'pending',
  joined: 'done',
  signed: 'done',
  issued: 'done',
  claimed: 'done',
  rejected: 'refused',
  close: 'ended',
  comingSoon: 'upcoming',
};

/** Where an activity's badge counts (§2 "badges show counts for missions … and rewards"). */
export type ActivityArea = 'rewards' | 'missions';

export function activityArea(kind: ActivityKind): ActivityArea {
  return kind === 'mission' ? 'missions' : 'rewards';
}

/** The reward centre's and the missions page's badge counts: the activities waiting for the player's action there. */
export function actionableCounts(
  activities: readonly { readonly kind: ActivityKind; readonly status: ActivityStatus }[],
): Readonly<Record<ActivityArea, number>> {
  const counts = { rewards: 0, missions: 0 };
  for (const activity of activities) {
    if (activityCall(activity.kind, activity.status) !== null) counts[activityArea(activity.kind)] += 1;
  }
  return counts;
}
