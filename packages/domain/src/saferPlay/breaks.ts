/**
 * Safer play (docs/decisions/0012-safer-play.md): reminders of time played, and breaks the member takes from play.
 * A break (a time-out) or a self-exclusion applies at once and cannot be lifted from the app; signing in is refused
 * until it ends. Durations in months are calendar months (a 6-month exclusion from 31 August ends on the last day
 * of February), counted in UTC so the member and the platform agree.
 */

/** The reality check's intervals in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export function isRealityCheckMinutes(value: number): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(value);
}

/**
 * When the next reminder is due: one interval after the session began or after the member last answered one;
 * null when the check is off.
 */
export function nextRealityCheckAt(
  intervalMinutes: RealityCheckMinutes,
  sessionStartedAt: number,
  lastAnsweredAt: number | null,
): number | null {
  if (intervalMinutes === 0) return null;
  return Math.max(sessionStartedAt, lastAnsweredAt ?? sessionStartedAt) + intervalMinutes * 60_000;
}

export interface RealityCheckSummary {
  readonly playedMs: number;
  /** Wins less stakes this session: negative is a loss. */
  readonly netCents: number;
}

export function realityCheckSummary(
  sessionStartedAt: number,
  now: number,
  stakesCents: number,
  winsCents: number,
): RealityCheckSummary {
  return { playedMs: Math.max(0, now - sessionStartedAt), netCents: winsCents - stakesCents };
}

/** A time-out: a short break from play. */
export const BREAK_PERIODS = ['24h', '7d', '30d'] as const;
/** Self-exclusion: six months or more. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = BreakPeriod | SelfExclusionPeriod;

export type ExclusionKind = 'break' | 'selfExclusion';

export function exclusionKindOf(period: ExclusionPeriod): ExclusionKind {
  return (BREAK_PERIODS as readonly string[]).includes(period) ? 'break' : 'selfExclusion';
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addUtcMonths(time: number, months: number): number {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** When an exclusion taken at `now` ends. */
export function exclusionEndsAt(period: ExclusionPeriod, now: number): number {
  switch (period) {
    case '24h':
      return now + DAY_MS;
    case '7d':
      return now + 7 * DAY_MS;
    case '30d':
      return now + 30 * DAY_MS;
    case '6m':
      return addUtcMonths(now, 6);
    case '1y':
      return addUtcMonths(now, 12);
    case '2y':
      return addUtcMonths(now, 24);
    case '5y':
      return addUtcMonths(now, 60);
  }
}

export interface Exclusion {
  readonly kind: ExclusionKind;
  readonly endsAt: number;
}

/** Whether an exclusion still holds at `now` (then signing in is refused, naming `endsAt`). */
export function isExcluded(exclusion: Exclusion | null, now: number): exclusion is Exclusion {
  return exclusion !== null && now < exclusion.endsAt;
}
