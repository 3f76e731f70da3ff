import { CONTRACT_GAME_KINDS, type ContractGameKind } from '../contracts/offers';
import type { AccountTotals, BettingTotals } from './totals';
import type { BetStatus, BonusKind, RecordGameType, TransactionKind } from './records';

/**
 * The client models of the record pages (§2 personal centre) and the agent reports (§2 agent centre): what api maps
 * the wire to and what ui shows. Amounts in integer cents, times epoch ms, days yyyy-MM-dd.
 */

/** One page of a member record list, with the totals over the whole range and filter (not just this page). */
export interface RecordPage<T, TTotals> {
  readonly items: readonly T[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
  readonly totals: TTotals;
}

/** §2 personalHistoryCopy: one bet of the member's. */
export interface BetRecord {
  readonly id: string;
  readonly betAt: number;
  readonly settledAt: number | null;
  readonly gameType: RecordGameType;
  readonly vendorName: string;
  readonly gameName: string;
  readonly betCents: number;
  readonly validBetCents: number;
  /** Payout minus stake once settled; 0 while open or when cancelled. */
  readonly winLossCents: number;
  readonly status: BetStatus;
}
export type BetHistoryPage = RecordPage<BetRecord, BettingTotals>;

/** §2 transactionHistory: one move of the member's balance. */
export interface TransactionRecord {
  readonly reference: string;
  readonly at: number;
  readonly kind: TransactionKind;
  /** Signed: money in positive, money out negative. */
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly remark: string | null;
}
export type TransactionHistoryPage = RecordPage<TransactionRecord, AccountTotals>;

/** §2 personalProfit: the member's bets of one game type in the range. */
export interface ProfitByGameType {
  readonly gameType: RecordGameType;
  readonly count: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

export interface PersonalProfit {
  readonly lines: readonly ProfitByGameType[];
  readonly bonusCents: number;
  readonly depositCents: number;
  readonly withdrawalCents: number;
}

/** §2 bonusDetails: one bonus credited to the member. */
export interface BonusRecord {
  readonly reference: string;
  readonly at: number;
  readonly kind: BonusKind;
  /** The bonus's own name (the promotion's, as the platform sends it). */
  readonly name: string;
  readonly gameType: RecordGameType | null;
  readonly validBetCents: number | null;
  /** Percent (0.8 means 0.8 %). */
  readonly ratePercent: number | null;
  readonly amountCents: number;
}
export type BonusDetailsPage = RecordPage<BonusRecord, { readonly totalCents: number }>;

// ─── Agent reports ──────────────────────────────────────────────────────────────────────────────────────────

/** One page of an agent report: `total` rows in pages of `size`, and the totals over every matching row. */
export interface ReportPage<T, TTotals> {
  readonly rows: readonly T[];
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly size: number;
  readonly totals: TTotals;
}

/** What moved a downline's balance (§2 agentDownlineTransactionDetailsCopy). */
export const ACCOUNT_DETAILS_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bonus',
  'adjustment',
  'bet',
  'payout',
] as const;
export type AccountDetailsType = (typeof ACCOUNT_DETAILS_TYPES)[number];

/** One ledger entry of a downline; the amount signed, money in above zero. */
export interface AccountDetailsRow {
  readonly reference: string;
  readonly username: string;
  readonly type: AccountDetailsType;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly atMs: number;
}
export type AccountDetailsPageData = ReportPage<AccountDetailsRow, AccountTotals>;

/** §2 palStatementsAgentCopy; win/loss and net from the downline's side (above zero it came out ahead). */
export interface ProfitLossFigures {
  readonly depositCents: number;
  readonly withdrawalCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  readonly bonusCents: number;
  readonly netCents: number;
}
export interface ProfitLossRow extends ProfitLossFigures {
  readonly userId: string;
  readonly username: string;
}
export type ProfitLossPageData = ReportPage<ProfitLossRow, ProfitLossFigures>;

/** The game kinds of the team betting report (the contracts' kinds). */
export const TEAM_BETTING_GAME_KINDS: readonly ContractGameKind[] = CONTRACT_GAME_KINDS;
export type TeamBettingGameKind = ContractGameKind;

export interface TeamBettingFigures {
  readonly betCount: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly payoutCents: number;
  /** From the players' side: above zero the downline won. */
  readonly winLossCents: number;
}
/** One downline's bets of one game kind in the range. */
export interface TeamBettingRowData extends TeamBettingFigures {
  readonly userId: string;
  readonly username: string;
  readonly gameKind: TeamBettingGameKind;
}
export type TeamBettingPageData = ReportPage<TeamBettingRowData, TeamBettingFigures>;

export type SettlementRecordsType = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
export type SettlementRoleValue = 'received' | 'paid';
export type SettlementStatusValue = 'paid' | 'notMet';

/** One game kind's part of a settlement. */
export interface SettlementDetailRow {
  readonly gameKind: string;
  readonly validBetCents: number;
  /** The tier applied, counted from 1; null when none was met. */
  readonly tier: number | null;
  readonly amountCents: number;
}

/** One settlement (§2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary). */
export interface SettlementRow {
  readonly id: string;
  readonly role: SettlementRoleValue;
  readonly counterpartName: string;
  readonly periodStartMs: number;
  readonly periodEndMs: number;
  readonly settledAtMs: number;
  readonly validBetCents: number;
  /** From the players' side: above zero the team won. */
  readonly winLossCents: number;
  readonly activeMembers: number;
  readonly amountCents: number;
  readonly status: SettlementStatusValue;
  readonly details: readonly SettlementDetailRow[];
}
export type SettlementRecordsPageData = ReportPage<
  SettlementRow,
  { readonly validBetCents: number; readonly winLossCents: number; readonly amountCents: number }
>;

/** The sources of the agent's income, in the order of the agent menu's record pages (§2 agentRevenueReport). */
export const INCOME_SOURCES = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** One day's income (or the totals) by source. */
export type IncomeRow = Readonly<Record<IncomeSource, number>> & { readonly totalCents: number };
export type IncomeDay = IncomeRow & { readonly date: string };

export interface RevenueReportData {
  /** Every day of the range, newest first. */
  readonly days: readonly IncomeDay[];
  readonly totals: IncomeRow;
}
