import {
  LIMIT_WINDOW_MS,
  NO_LIMITS,
  settleLimits,
  type Exclusion,
  type LimitUsage,
  type Limits,
  type MoneyLimitKey,
  type RealityCheckMinutes,
} from '@atrium/domain/saferPlay';
import { betsOf } from './bets';
import { demoLastLoginOf } from './lastLogin';
import type { DemoPlatform } from './platform';

/**
 * Each member's safer-play settings on the demo platform (docs/protocol.md "Safer play (assumed)"): limits, the
 * reality check's interval and any break or self-exclusion. What counts against the limits is not stored: deposits
 * are read from the deposit orders, losses and the session's stakes and wins from the one bet history (state/bets),
 * so the page, the refusals and the records agree.
 */
export interface DemoSaferPlay {
  limits: Limits;
  realityCheckMinutes: RealityCheckMinutes;
  exclusion: Exclusion | null;
  /** When the session began if the member has not signed in on this platform (a token issued by a test or story). */
  readonly firstSeenAt: number;
}

/** A deposit order as the limits count it: its amount and when it was made. */
export interface CountedDeposit {
  readonly accountId: string;
  readonly amountCents: number;
  readonly createdAt: number;
  /** Orders that were cancelled or rejected move no money, so they use no limit. */
  readonly status: string;
}

const UNCOUNTED = new Set(['CANCELLED', 'REJECTED']);

export function demoSaferPlayOf(platform: DemoPlatform, accountId: string): DemoSaferPlay {
  const all = platform.area<Map<string, DemoSaferPlay>>('saferPlay', () => new Map());
  let entry = all.get(accountId);
  if (!entry) {
    entry = { limits: NO_LIMITS, realityCheckMinutes: 0, exclusion: null, firstSeenAt: platform.now() };
    all.set(accountId, entry);
  }
  // A looser value whose cooling-off period has passed is the limit from then on.
  entry.limits = settleLimits(entry.limits, platform.now());
  return entry;
}

/** When the member's current session began: their last sign-in on this platform. */
export function sessionStartOf(platform: DemoPlatform, accountId: string): number {
  return demoLastLoginOf(platform, accountId) ?? demoSaferPlayOf(platform, accountId).firstSeenAt;
}

/** Stakes and wins (the whole payout) from `from` to now, in cents. */
export function playSince(platform: DemoPlatform, accountId: string, from: number): { stakes: number; wins: number } {
  let stakes = 0;
  let wins = 0;
  for (const bet of betsOf(platform, { from, to: platform.now(), accountIds: [accountId] })) {
    stakes += bet.betAmountCents;
    wins += bet.payoutCents;
  }
  return { stakes, wins };
}

/** Deposits and net losses over each limit's rolling window, ending now. */
export function usageOf(platform: DemoPlatform, accountId: string, deposits: readonly CountedDeposit[]): LimitUsage {
  const now = platform.now();
  const deposited = (windowMs: number) =>
    deposits
      .filter((d) => d.accountId === accountId && !UNCOUNTED.has(d.status) && d.createdAt > now - windowMs)
      .reduce((sum, d) => sum + d.amountCents, 0);
  // One read of the widest window's bets; each loss window sums its own part of them.
  const windows = [LIMIT_WINDOW_MS.lossDay, LIMIT_WINDOW_MS.lossWeek, LIMIT_WINDOW_MS.lossMonth];
  const bets = betsOf(platform, { from: now - Math.max(...windows) + 1, to: now, accountIds: [accountId] });
  const lost = (windowMs: number) => {
    const net = bets
      .filter((bet) => bet.time > now - windowMs)
      .reduce((sum, bet) => sum + bet.betAmountCents - bet.payoutCents, 0);
    return Math.max(0, net);
  };
  const windowOf = (key: MoneyLimitKey) => LIMIT_WINDOW_MS[key];
  return {
    depositDay: deposited(windowOf('depositDay')),
    depositWeek: deposited(windowOf('depositWeek')),
    depositMonth: deposited(windowOf('depositMonth')),
    lossDay: lost(windowOf('lossDay')),
    lossWeek: lost(windowOf('lossWeek')),
    lossMonth: lost(windowOf('lossMonth')),
  };
}
