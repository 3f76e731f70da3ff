import type {
  AccountTotals,
  BetStatus,
  BettingTotals,
  BonusKind,
  RecordGameType,
  TransactionKind,
} from '@atrium/domain/records';
import type { BetHistoryWire, BonusDetailsWire, ProfitWire, TransactionHistoryWire } from './schemas';

/** One page of a record list, with the totals over the whole range and filter (not just this page). */
export interface RecordPage<T, TTotals> {
  readonly items: readonly T[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
  readonly totals: TTotals;
}

const pageOf = (wire: { pageNo: number; totalPages: number; totalCount: number }) => ({
  page: wire.pageNo,
  totalPages: wire.totalPages,
  totalCount: wire.totalCount,
});

// ─── Betting record ─────────────────────────────────────────────────────────────────────────────────────────

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

export function toBetHistoryPage(wire: BetHistoryWire): BetHistoryPage {
  return {
    items: wire.list.map((b) => ({
      id: b.betId,
      betAt: b.betTime,
      settledAt: b.settleTime ?? null,
      gameType: b.gameType,
      vendorName: b.vendorName,
      gameName: b.gameName,
      betCents: b.betAmount,
      validBetCents: b.validBetAmount,
      winLossCents: b.winLoss,
      status: b.status,
    })),
    ...pageOf(wire),
    totals: {
      count: wire.summary.count,
      betCents: wire.summary.betAmount,
      validBetCents: wire.summary.validBetAmount,
      winLossCents: wire.summary.winLoss,
    },
  };
}

// ─── Account record ─────────────────────────────────────────────────────────────────────────────────────────

export interface TransactionRecord {
  readonly reference: string;
  readonly at: number;
  readonly kind: TransactionKind;
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly remark: string | null;
}

export type TransactionHistoryPage = RecordPage<TransactionRecord, AccountTotals>;

export function toTransactionHistoryPage(wire: TransactionHistoryWire): TransactionHistoryPage {
  return {
    items: wire.list.map((t) => ({
      reference: t.reference,
      at: t.time,
      kind: t.type,
      amountCents: t.amount,
      balanceAfterCents: t.balanceAfter,
      remark: t.remark ?? null,
    })),
    ...pageOf(wire),
    totals: { inCents: wire.summary.totalIn, outCents: wire.summary.totalOut, netCents: wire.summary.net },
  };
}

// ─── Profit and loss ────────────────────────────────────────────────────────────────────────────────────────

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

export function toPersonalProfit(wire: ProfitWire): PersonalProfit {
  return {
    lines: wire.list.map((l) => ({
      gameType: l.gameType,
      count: l.count,
      betCents: l.betAmount,
      validBetCents: l.validBetAmount,
      winLossCents: l.winLoss,
    })),
    bonusCents: wire.bonus,
    depositCents: wire.deposit,
    withdrawalCents: wire.withdrawal,
  };
}

// ─── Bonus details ──────────────────────────────────────────────────────────────────────────────────────────

export interface BonusRecord {
  readonly reference: string;
  readonly at: number;
  readonly kind: BonusKind;
  readonly name: string;
  readonly gameType: RecordGameType | null;
  readonly validBetCents: number | null;
  /** Percent (0.8 means 0.8 %). */
  readonly ratePercent: number | null;
  readonly amountCents: number;
}

export type BonusDetailsPage = RecordPage<BonusRecord, { readonly totalCents: number }>;

export function toBonusDetailsPage(wire: BonusDetailsWire): BonusDetailsPage {
  return {
    items: wire.list.map((b) => ({
      reference: b.reference,
      at: b.time,
      kind: b.bonusType,
      name: b.name,
      gameType: b.gameType ?? null,
      validBetCents: b.validBetAmount ?? null,
      ratePercent: b.rate ?? null,
      amountCents: b.amount,
    })),
    ...pageOf(wire),
    totals: { totalCents: wire.summary.total },
  };
}
