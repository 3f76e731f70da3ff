/**
 * Safer play (docs/decisions/0012-safer-play.md): the limits a member sets on their own play. The platform's calls
 * for them are assumed (the specification has none); these rules are what regulators ask of operators (UKGC and MGA:
 * a stricter limit applies at once, a looser one or a removal only after a cooling-off period), and both the demo
 * platform and the member centre read them, so the page shows what the server will enforce.
 *
 * Money is in integer cents; the session limit is in whole minutes. Limits run over rolling windows (the last 24
 * hours, 7 days, 30 days): nothing resets at a midnight that differs between the member and the platform.
 */

export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'sessionMinutes',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

export type MoneyLimitKey = Exclude<LimitKey, 'sessionMinutes'>;
export const DEPOSIT_LIMIT_KEYS = ['depositDay', 'depositWeek', 'depositMonth'] as const satisfies MoneyLimitKey[];
export const LOSS_LIMIT_KEYS = ['lossDay', 'lossWeek', 'lossMonth'] as const satisfies MoneyLimitKey[];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a looser limit or a removal waits before it applies. */
export const COOLING_OFF_MS = DAY_MS;

/** The rolling window each money limit counts over. */
export const LIMIT_WINDOW_MS: Readonly<Record<MoneyLimitKey, number>> = {
  depositDay: DAY_MS,
  depositWeek: 7 * DAY_MS,
  depositMonth: 30 * DAY_MS,
  lossDay: DAY_MS,
  lossWeek: 7 * DAY_MS,
  lossMonth: 30 * DAY_MS,
};

/** One limit: its value now (null: none), and a looser value waiting for its cooling-off period to end. */
export interface LimitSetting {
  readonly value: number | null;
  readonly pending: { readonly value: number | null; readonly effectiveAt: number } | null;
}

export type Limits = Readonly<Record<LimitKey, LimitSetting>>;

export const NO_LIMIT: LimitSetting = { value: null, pending: null };

export const NO_LIMITS: Limits = Object.fromEntries(LIMIT_KEYS.map((key) => [key, NO_LIMIT])) as Limits;

export type LimitValueError = 'limitInvalid';

/** A limit's value must be a whole, positive amount (cents or minutes); null asks for no limit. */
export function validateLimitValue(value: number | null): LimitValueError | null {
  if (value === null) return null;
  return Number.isSafeInteger(value) && value > 0 ? null : 'limitInvalid';
}

/** Whether `next` is at least as strict as `current` (a lower value, or a limit where there was none). */
export function isStricter(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/**
 * The setting after the member asks for `requested` at `now`: a stricter value applies at once and drops any
 * looser value that was waiting; a looser one or a removal waits `COOLING_OFF_MS`, the current value holding
 * meanwhile.
 */
export function requestLimitChange(current: LimitSetting, requested: number | null, now: number): LimitSetting {
  const settled = settleLimit(current, now);
  if (requested === settled.value) return { value: settled.value, pending: null };
  if (isStricter(settled.value, requested)) return { value: requested, pending: null };
  return { value: settled.value, pending: { value: requested, effectiveAt: now + COOLING_OFF_MS } };
}

/** The setting as it stands at `now`: a waiting value whose time has come replaces the current one. */
export function settleLimit(setting: LimitSetting, now: number): LimitSetting {
  if (setting.pending && now >= setting.pending.effectiveAt) return { value: setting.pending.value, pending: null };
  return setting;
}

export function settleLimits(limits: Limits, now: number): Limits {
  return Object.fromEntries(LIMIT_KEYS.map((key) => [key, settleLimit(limits[key], now)])) as Limits;
}

/** What counts against the money limits: each window's deposits and net loss (stakes less wins, never below 0). */
export type LimitUsage = Readonly<Record<MoneyLimitKey, number>>;

export interface LimitHeadroom {
  /** The limit that leaves the least room. */
  readonly key: MoneyLimitKey;
  readonly limitCents: number;
  readonly remainingCents: number;
}

/** The tightest of the given limits at `now`, with what remains of it; null when none of them is set. */
export function tightestLimit(
  limits: Limits,
  usage: LimitUsage,
  keys: readonly MoneyLimitKey[],
  now: number,
): LimitHeadroom | null {
  let tightest: LimitHeadroom | null = null;
  for (const key of keys) {
    const { value } = settleLimit(limits[key], now);
    if (value === null) continue;
    const remainingCents = Math.max(0, value - Math.max(0, usage[key]));
    if (!tightest || remainingCents < tightest.remainingCents) tightest = { key, limitCents: value, remainingCents };
  }
  return tightest;
}

export interface DepositLimitRefusal {
  readonly code: 'depositLimitExceeded';
  readonly key: MoneyLimitKey;
  readonly limitCents: number;
  readonly remainingCents: number;
}

/** Null when a deposit of `amountCents` fits every deposit limit; otherwise the limit it breaks and what remains. */
export function checkDepositAgainstLimits(
  amountCents: number,
  limits: Limits,
  usage: LimitUsage,
  now: number,
): DepositLimitRefusal | null {
  for (const key of DEPOSIT_LIMIT_KEYS) {
    const { value } = settleLimit(limits[key], now);
    if (value === null) continue;
    const remainingCents = Math.max(0, value - Math.max(0, usage[key]));
    if (amountCents > remainingCents) return { code: 'depositLimitExceeded', key, limitCents: value, remainingCents };
  }
  return null;
}

/** Whether a loss limit is used up at `now`: the member may not start or go on playing. */
export function isLossLimitReached(limits: Limits, usage: LimitUsage, now: number): boolean {
  const tightest = tightestLimit(limits, usage, LOSS_LIMIT_KEYS, now);
  return tightest !== null && tightest.remainingCents === 0;
}

/** Milliseconds of play left in a session begun at `startedAt`, or null with no session limit. */
export function sessionTimeLeftMs(limits: Limits, startedAt: number, now: number): number | null {
  const { value } = settleLimit(limits.sessionMinutes, now);
  if (value === null) return null;
  return Math.max(0, startedAt + value * 60_000 - now);
}
