/**
 * What a contract pays for a settlement (spec §3 "Contract: period valid bet, period profit and loss, active members,
 * rate, bet amount daily or per hour"; §9 "Real-time salary settled and paid every 5 minutes; daily wage paid the
 * next day"; docs/centres.md "Contracts": tiers per game kind). How the platform works the amount out is not known; these
 * are this product's decisions, which the demo platform settles by and the records show:
 * - each game kind the contract has tiers for is settled on its own, with the team's figures in that kind, and the
 *   amounts are added up;
 * - a tier is met when every threshold it names is reached; of the tiers met, the one furthest down the list (the
 *   editor keeps thresholds rising, so the highest) applies; none met pays nothing for that kind;
 * - daily salary: threshold `betVolume` (the day's valid bet) and `activeMember`; hourly salary: `minimumBet` (the
 *   hour's valid bet) and `activeMember`; rate type P pays that percent of the valid bet, F the fixed amount;
 * - real-time salary: threshold `betAmount` (the 5 minutes' stakes); `winRate` percent of the valid bet of the bets
 *   the players won, plus `lossRate` percent of the valid bet of those they lost;
 * - dividend: thresholds `minimumBet` (the period's valid bet), `netLoss` (the team's net loss in the period: stakes
 *   minus payouts, i.e. the platform's profit) and `activeMember`; pays `contractRate` percent of that net loss (a
 *   period the team won pays nothing);
 * - amounts are in integer cents, a percent is applied to cents and rounded down to the cent (never more than due).
 */
import { calendarDateAt } from '../validation/age';
import type { CalendarDate } from '../validation/patterns';
import {
  REALTIME_SALARY_INTERVAL_MS,
  contractPeriodRange,
  dailyWagePayDate,
  type ContractPeriod,
  type ContractType,
} from './contracts';
import type { ContractTierNumbers } from './editor';
import type { ContractGameKind } from './offers';

/** A team's figures over a settlement's span, in one game kind. Money in integer cents. */
export interface TeamFigures {
  /** Stakes. */
  readonly betCents: number;
  /** Valid bets (void rounds do not count). */
  readonly validBetCents: number;
  /** The valid bet of the bets the players won and of those they lost (real-time salary). */
  readonly wonValidBetCents: number;
  readonly lostValidBetCents: number;
  /** Payouts to the players minus stakes: negative when the team lost money (the platform's profit). */
  readonly winLossCents: number;
  /** Team members with a valid bet in the span (in any game kind). */
  readonly activeMembers: number;
}

export const NO_FIGURES: TeamFigures = {
  betCents: 0,
  validBetCents: 0,
  wonValidBetCents: 0,
  lostValidBetCents: 0,
  winLossCents: 0,
  activeMembers: 0,
};

/** A percent of an amount in cents, rounded down to the cent; the percent is taken to 2 decimals as typed. */
export function percentOfCents(cents: number, percent: number): number {
  if (cents <= 0 || percent <= 0) return 0;
  return Math.floor((cents * Math.round(percent * 100)) / 10_000);
}

const cents = (units: number | undefined) => Math.round((units ?? 0) * 100);

/** Whether a tier's thresholds are all reached by the figures. */
export function tierMet(type: ContractType, tier: ContractTierNumbers, figures: TeamFigures): boolean {
  const members = figures.activeMembers >= (tier.activeMember ?? 0);
  switch (type) {
    case 'dailySalary':
      return members && figures.validBetCents >= cents(tier.betVolume);
    case 'hourlySalary':
      return members && figures.validBetCents >= cents(tier.minimumBet);
    case 'realtimeSalary':
      return figures.betCents >= cents(tier.betAmount);
    case 'dividend':
      return members && figures.validBetCents >= cents(tier.minimumBet) && -figures.winLossCents >= cents(tier.netLoss);
  }
}

/** What a met tier pays on the figures. */
export function tierAmountCents(type: ContractType, tier: ContractTierNumbers, figures: TeamFigures): number {
  switch (type) {
    case 'dailySalary':
    case 'hourlySalary':
      return tier.rateType === 'F' ? cents(tier.rate) : percentOfCents(figures.validBetCents, tier.rate ?? 0);
    case 'realtimeSalary':
      return (
        percentOfCents(figures.wonValidBetCents, tier.winRate ?? 0) +
        percentOfCents(figures.lostValidBetCents, tier.lossRate ?? 0)
      );
    case 'dividend':
      return percentOfCents(-figures.winLossCents, tier.contractRate ?? 0);
  }
}

/** One game kind's part of a settlement: the figures, the tier applied (its index among the kind's tiers) and pay. */
export interface SettlementLine {
  readonly gameKind: ContractGameKind;
  readonly figures: TeamFigures;
  /** Null when no tier was met. */
  readonly tierIndex: number | null;
  readonly tier: ContractTierNumbers | null;
  readonly amountCents: number;
}

export interface SettlementResult {
  readonly lines: readonly SettlementLine[];
  readonly amountCents: number;
}

/**
 * A settlement of a contract of `type` with its `tiers` (every game kind's, as agreed) on the team's figures per game
 * kind over the span: one line per game kind that has tiers, in the order the kinds first appear in the tiers.
 */
export function settleContract(
  type: ContractType,
  tiers: readonly ContractTierNumbers[],
  figuresOf: (kind: ContractGameKind) => TeamFigures,
): SettlementResult {
  const kinds = [...new Set(tiers.map((t) => t.gameType))];
  const lines = kinds.map((gameKind): SettlementLine => {
    const figures = figuresOf(gameKind);
    const ofKind = tiers.filter((t) => t.gameType === gameKind);
    let tierIndex: number | null = null;
    ofKind.forEach((tier, index) => {
      if (tierMet(type, tier, figures)) tierIndex = index;
    });
    const tier = tierIndex === null ? null : (ofKind[tierIndex] ?? null);
    return { gameKind, figures, tierIndex, tier, amountCents: tier ? tierAmountCents(type, tier, figures) : 0 };
  });
  return { lines, amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

// ─── When each settlement falls ─────────────────────────────────────────────────────────────────────────────

/** The span of bets one settlement pays for, from `startMs` (included) to `endMs` (excluded). */
export interface SettlementSpan {
  readonly startMs: number;
  readonly endMs: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function utcDayStart(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

/**
 * The span containing `at` and the instant it is paid, in UTC (the platform's day): real-time salary the 5 minutes
 * between two marks of the clock (REALTIME_SALARY_INTERVAL_MS), paid at the next mark; hourly salary the clock hour,
 * paid when it ends; daily salary the day, paid the next day (dailyWagePayDate, at its start); a dividend the
 * contract's period (contractPeriodRange), paid the day after the period's last day. Each is paid at its span's end.
 */
export function settlementSpanAt(type: ContractType, period: ContractPeriod | null, at: number): SettlementSpan {
  switch (type) {
    case 'realtimeSalary': {
      const startMs = Math.floor(at / REALTIME_SALARY_INTERVAL_MS) * REALTIME_SALARY_INTERVAL_MS;
      return { startMs, endMs: startMs + REALTIME_SALARY_INTERVAL_MS };
    }
    case 'hourlySalary': {
      const startMs = Math.floor(at / HOUR_MS) * HOUR_MS;
      return { startMs, endMs: startMs + HOUR_MS };
    }
    case 'dailySalary': {
      const day = calendarDateAt(at);
      return { startMs: utcDayStart(day), endMs: utcDayStart(dailyWagePayDate(day)) };
    }
    case 'dividend': {
      const range = contractPeriodRange(period ?? 'D', calendarDateAt(at));
      return { startMs: utcDayStart(range.start), endMs: utcDayStart(range.end) + DAY_MS };
    }
  }
}

/** Every span paid after `fromMs` and at or before `toMs`, oldest first (the settlements due in that time). */
export function settlementSpansDue(
  type: ContractType,
  period: ContractPeriod | null,
  fromMs: number,
  toMs: number,
): SettlementSpan[] {
  const spans: SettlementSpan[] = [];
  let span = settlementSpanAt(type, period, fromMs);
  // The span containing `fromMs` is paid after it; an earlier one was paid at or before `fromMs`.
  while (span.endMs <= toMs) {
    if (span.endMs > fromMs) spans.push(span);
    span = settlementSpanAt(type, period, span.endMs);
  }
  return spans;
}
