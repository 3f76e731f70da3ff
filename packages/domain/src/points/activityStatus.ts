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
