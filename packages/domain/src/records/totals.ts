import type { BetStatus } from './records';

/**
 * Totals of the record pages, in integer cents so that a column of amounts adds up to its total to the cent
 * (floating currency units would drift: 0.1 + 0.2).
 */

function assertCents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value;
}

/** The sum of whole-cent amounts; a fractional or unsafe amount is a programming error and throws. */
export function sumCents<T>(items: readonly T[], amountOf: (item: T) => number): number {
  return items.reduce((total, item) => assertCents(total + assertCents(amountOf(item))), 0);
}

/**
 * A bet's win or loss: what came back minus what was staked, once settled. An open bet has no result yet and a
 * cancelled one was refunded, so both count 0 (the stake is not a loss).
 */
export function betWinLossCents(status: BetStatus, betCents: number, payoutCents: number): number {
  return status === 'settled' ? assertCents(payoutCents - betCents) : 0;
}

/** Valid bet counts toward rebates and turnover: only settled bets have any. */
export function betValidCents(status: BetStatus, validBetCents: number): number {
  return status === 'settled' ? assertCents(validBetCents) : 0;
}

export interface BetLike {
  readonly status: BetStatus;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

export interface BettingTotals {
  readonly count: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

/**
 * The betting record's totals row. Decision: the bet total counts every stake placed (open and settled), not the
 * cancelled ones, whose stakes were returned; valid bet and win/loss count settled bets only.
 */
export function bettingTotals(bets: readonly BetLike[]): BettingTotals {
  const placed = bets.filter((b) => b.status !== 'cancelled');
  return {
    count: bets.length,
    betCents: sumCents(placed, (b) => b.betCents),
    validBetCents: sumCents(bets, (b) => betValidCents(b.status, b.validBetCents)),
    winLossCents: sumCents(
      bets.filter((b) => b.status === 'settled'),
      (b) => b.winLossCents,
    ),
  };
}

export interface AccountTotals {
  /** Money in (positive amounts). */
  readonly inCents: number;
  /** Money out, as a positive number. */
  readonly outCents: number;
  /** In minus out. */
  readonly netCents: number;
}

/** The account record's totals row over signed amounts (money in positive, money out negative). */
export function accountTotals(amounts: readonly number[]): AccountTotals {
  const inCents = sumCents(
    amounts.filter((a) => a > 0),
    (a) => a,
  );
  const outCents = sumCents(
    amounts.filter((a) => a < 0),
    (a) => -a,
  );
  return { inCents, outCents, netCents: inCents - outCents };
}

export interface ProfitLine {
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

export interface ProfitSummary extends ProfitLine {
  readonly bonusCents: number;
  /** Win/loss plus bonuses: what the period brought the player. */
  readonly netProfitCents: number;
}

/**
 * The profit page's total over its lines (one per game type). Profit is the sum of win/loss over the range, the
 * same number the betting record's totals row shows for the range; bonuses are shown beside it and added into
 * the net.
 */
export function profitSummary(lines: readonly ProfitLine[], bonusCents: number): ProfitSummary {
  const winLossCents = sumCents(lines, (l) => l.winLossCents);
  return {
    betCents: sumCents(lines, (l) => l.betCents),
    validBetCents: sumCents(lines, (l) => l.validBetCents),
    winLossCents,
    bonusCents: assertCents(bonusCents),
    netProfitCents: winLossCents + bonusCents,
  };
}
