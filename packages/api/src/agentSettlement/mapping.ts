import type { ContractGameKind, ContractType } from '@atrium/domain/contracts';
import type { RevenueReportWire, SettlementRecordsWire } from './schemas';

/** Received: the contract pays this agent (its upline owes it); paid: this agent's downline is paid by it. */
export type SettlementRole = 'received' | 'paid';
/** Paid: a tier was met and the amount paid; notMet: no tier was met, nothing paid. */
export type SettlementStatus = 'paid' | 'notMet';

export interface SettlementFigures {
  readonly betCents: number;
  readonly validBetCents: number;
  /** The team's win or loss on its bets from the players' side: above zero the team won. */
  readonly winLossCents: number;
}

export interface SettlementDetail extends SettlementFigures {
  readonly gameKind: ContractGameKind;
  /** The tier applied, counted from 1; null when none was met. */
  readonly tier: number | null;
  readonly amountCents: number;
}

/** One settlement of a contract: the team's bets of one span, what they earned, and when it was paid. */
export interface SettlementRecord extends SettlementFigures {
  readonly id: string;
  readonly contractId: string;
  readonly role: SettlementRole;
  /** The other party: the upline that pays (received) or the downline paid (paid). */
  readonly counterpartId: string;
  readonly counterpartName: string;
  readonly periodStartMs: number;
  /** The end of the span (excluded); the settlement is paid at that instant. */
  readonly periodEndMs: number;
  readonly settledAtMs: number;
  readonly activeMembers: number;
  readonly amountCents: number;
  readonly status: SettlementStatus;
  readonly details: readonly SettlementDetail[];
}

export interface SettlementRecordsPage {
  readonly rows: readonly SettlementRecord[];
  /** How many records match (every page). */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  /** The totals of every matching record, not only this page's. */
  readonly totals: SettlementFigures & { readonly amountCents: number };
}

export function toSettlementRecordsPage(wire: SettlementRecordsWire): SettlementRecordsPage {
  return {
    rows: wire.list.map((r) => ({
      id: r.recordId,
      contractId: r.contractId,
      role: r.role === 'RECEIVED' ? 'received' : 'paid',
      counterpartId: r.counterpartId,
      counterpartName: r.counterpartName,
      periodStartMs: r.periodStart,
      periodEndMs: r.periodEnd,
      settledAtMs: r.settledTime,
      betCents: r.betAmount,
      validBetCents: r.validBet,
      winLossCents: r.winLoss,
      activeMembers: r.activeMembers,
      amountCents: r.amount,
      status: r.status === 'PAID' ? 'paid' : 'notMet',
      details: r.details.map((d) => ({
        gameKind: d.gameType as ContractGameKind,
        betCents: d.betAmount,
        validBetCents: d.validBet,
        winLossCents: d.winLoss,
        tier: d.tier,
        amountCents: d.amount,
      })),
    })),
    total: wire.total,
    page: wire.page,
    size: wire.size,
    totals: {
      betCents: wire.totals.betAmount,
      validBetCents: wire.totals.validBet,
      winLossCents: wire.totals.winLoss,
      amountCents: wire.totals.amount,
    },
  };
}

/** My income from one day (or the totals), by source, in integer cents. */
export type IncomeBySource = Readonly<Record<ContractType, number>> & { readonly totalCents: number };

export interface RevenueReport {
  /** Every day of the range, newest first, as yyyy-MM-dd in the caller's time zone. */
  readonly days: readonly (IncomeBySource & { readonly date: string })[];
  readonly totals: IncomeBySource;
}

function income(w: RevenueReportWire['totals']): IncomeBySource {
  return {
    dividend: w.dividend,
    dailySalary: w.dailySalary,
    hourlySalary: w.hourlySalary,
    realtimeSalary: w.realtimeSalary,
    totalCents: w.total,
  };
}

export function toRevenueReport(wire: RevenueReportWire): RevenueReport {
  return { days: wire.days.map((d) => ({ date: d.date, ...income(d) })), totals: income(wire.totals) };
}
