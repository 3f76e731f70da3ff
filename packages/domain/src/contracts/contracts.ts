/**
 * §1 "dividend contracts, daily, hourly and real-time salary contracts between agents and downlines";
 * §3 "Contract: period valid bet, period profit and loss, active members, rate, bet amount daily or per hour.
 * Periods: D daily, W weekly, H semi-monthly, M monthly"; §4 "Contract offers: Accepted, Rejected, Terminated
 * (salary offers accepted, ended or rejected). Accepting a contract with a higher rate than a downline's terminates
 * the downline's contract automatically"; §6 Agent "offers, accepts or terminates contracts";
 * §9 "Real-time salary settled and paid every 5 minutes; daily wage paid the next day".
 */
import { addCalendarDays, daysInMonth, isoWeekday } from '../format/calendar';
import type { CalendarDate } from '../validation/patterns';

export type ContractType = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export const CONTRACT_TYPES: readonly ContractType[] = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'];

/** Dividend contracts pay a share of period profit; the three salaries pay a rate on valid bets. */
export function isSalaryContract(type: ContractType): boolean {
  return type !== 'dividend';
}

// ─── Periods ────────────────────────────────────────────────────────────────────────────────────────────────

export type ContractPeriod = 'D' | 'W' | 'H' | 'M';

export const CONTRACT_PERIODS: readonly ContractPeriod[] = ['D', 'W', 'H', 'M'];

export interface ContractPeriodRange {
  /** First and last day, both included. */
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/**
 * The period containing `date`. D: that day. W: Monday to Sunday (decision: ISO weeks; the spec does not say on
 * which day a week starts). H semi-monthly: the 1st–15th or the 16th–last day of the month. M: the calendar month.
 */
export function contractPeriodRange(period: ContractPeriod, date: CalendarDate): ContractPeriodRange {
  const { year, month, day } = date;
  switch (period) {
    case 'D':
      return { start: date, end: date };
    case 'W': {
      const start = addCalendarDays(date, 1 - isoWeekday(date));
      return { start, end: addCalendarDays(start, 6) };
    }
    case 'H':
      return day <= 15
        ? { start: { year, month, day: 1 }, end: { year, month, day: 15 } }
        : { start: { year, month, day: 16 }, end: { year, month, day: daysInMonth(year, month) } };
    case 'M':
      return { start: { year, month, day: 1 }, end: { year, month, day: daysInMonth(year, month) } };
  }
}

// ─── Payment timing ─────────────────────────────────────────────────────────────────────────────────────────

/** §9 "Real-time salary settled and paid every 5 minutes". */
export const REALTIME_SALARY_INTERVAL_MS = 300_000;

/**
 * The next real-time settlement strictly after `now`. Decision: settlements fall on the 5-minute marks of the clock
 * (xx:00, xx:05, …), which are the same instants in every real time zone; at a mark exactly, the next one is meant
 * (the current one is already under way).
 */
export function nextRealtimeSettlement(now: number): number {
  return (Math.floor(now / REALTIME_SALARY_INTERVAL_MS) + 1) * REALTIME_SALARY_INTERVAL_MS;
}

/** §9 "daily wage paid the next day": the calendar day after the day the wage was earned. */
export function dailyWagePayDate(earnedOn: CalendarDate): CalendarDate {
  return addCalendarDays(earnedOn, 1);
}

// ─── Offers ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An offer's state. `pending` (offered, not yet answered) is not named by the spec but every offer starts there.
 * Dividend contracts end as `terminated`, salary contracts as `ended` (§4 wording).
 */
export type ContractOfferState = 'pending' | 'accepted' | 'rejected' | 'terminated' | 'ended';

export type ContractOfferAction = 'accept' | 'reject' | 'terminate';

/** Who acts: the agent who made the offer, the downline who received it, or the platform itself. */
export type ContractOfferActor = 'upline' | 'downline' | 'system';

export type ContractOfferTransitionError = 'offerNotPending' | 'contractNotActive' | 'notYourDecision';

export type ContractOfferTransition =
  | { readonly ok: true; readonly state: ContractOfferState }
  | { readonly ok: false; readonly error: ContractOfferTransitionError };

/** The states a contract type can be in. */
export function contractOfferStates(type: ContractType): readonly ContractOfferState[] {
  return ['pending', 'accepted', 'rejected', isSalaryContract(type) ? 'ended' : 'terminated'];
}

/**
 * Allowed transitions: pending → accepted or rejected, by the downline; accepted → terminated (dividend) or ended
 * (salary), by the upline or by the platform (automatic termination). Rejected, terminated and ended are final.
 * Decision: an upline cannot withdraw a pending offer (the spec names no such step).
 */
export function contractOfferTransition(
  type: ContractType,
  state: ContractOfferState,
  action: ContractOfferAction,
  actor: ContractOfferActor,
): ContractOfferTransition {
  if (action === 'terminate') {
    if (state !== 'accepted') return { ok: false, error: 'contractNotActive' };
    if (actor === 'downline') return { ok: false, error: 'notYourDecision' };
    return { ok: true, state: isSalaryContract(type) ? 'ended' : 'terminated' };
  }
  if (state !== 'pending') return { ok: false, error: 'offerNotPending' };
  if (actor !== 'downline') return { ok: false, error: 'notYourDecision' };
  return { ok: true, state: action === 'accept' ? 'accepted' : 'rejected' };
}

/** A contract between an upline agent and one downline, as far as these rules need it. */
export interface ContractRecord {
  readonly id: string;
  readonly type: ContractType;
  readonly downlineId: string;
  /** The contract's rate (percentage or per-mille as the platform gives it; only compared here). */
  readonly rate: number;
  readonly state: ContractOfferState;
}

export type ContractAcceptanceError = 'offerNotPending' | 'rateNotHigherThanCurrent';

export type ContractAcceptanceOutcome =
  | {
      readonly ok: true;
      /** The offer becomes `accepted`. */
      readonly acceptedId: string;
      /** Contracts the platform terminates (dividend) or ends (salary) automatically, each with its new state. */
      readonly autoTerminated: readonly { readonly id: string; readonly state: ContractOfferState }[];
    }
  | { readonly ok: false; readonly error: ContractAcceptanceError };

/**
 * §4 "Accepting a contract with a higher rate than a downline's terminates the downline's contract automatically",
 * read as: a downline holds at most one active contract of each type; accepting a new offer of that type whose
 * rate is higher than the active one's replaces it, the old one being terminated (or ended) by the platform.
 * Decision: an offer whose rate is not higher than the active contract's cannot be accepted while that contract
 * stands (the spec only describes raising; lowering goes through termination first). The server has the last word;
 * this is the rule the app shows and checks before asking.
 */
export function acceptContractOffer(
  offer: ContractRecord,
  contracts: readonly ContractRecord[],
): ContractAcceptanceOutcome {
  if (offer.state !== 'pending') return { ok: false, error: 'offerNotPending' };
  const active = contracts.filter(
    (c) => c.id !== offer.id && c.type === offer.type && c.downlineId === offer.downlineId && c.state === 'accepted',
  );
  if (active.some((c) => !(offer.rate > c.rate))) return { ok: false, error: 'rateNotHigherThanCurrent' };
  const endState: ContractOfferState = isSalaryContract(offer.type) ? 'ended' : 'terminated';
  return { ok: true, acceptedId: offer.id, autoTerminated: active.map((c) => ({ id: c.id, state: endState })) };
}
