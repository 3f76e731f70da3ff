import type { BetHistoryPage, BonusDetailsPage, PersonalProfit, TransactionHistoryPage } from '@atrium/domain/records';
import type { BetHistoryWire, BonusDetailsWire, ProfitWire, TransactionHistoryWire } from './schemas';

const pageOf = (wire: { pageNo: number; totalPages: number; totalCount: number }) => ({
  page: wire.pageNo,
  totalPages: wire.totalPages,
  totalCount: wire.totalCount,
});

/** The stake fields a bet, a betting total and a profit line share (schemas.ts `stakeFields`). */
const stakeOf = (wire: { betAmount: number; validBetAmount: number; winLoss: number }) => ({
  betCents: wire.betAmount,
  validBetCents: wire.validBetAmount,
  winLossCents: wire.winLoss,
});

// ─── Betting record ─────────────────────────────────────────────────────────────────────────────────────────

export function toBetHistoryPage(wire: BetHistoryWire): BetHistoryPage {
  return {
    items: wire.list.map((b) => ({
      id: b.betId,
      betAt: b.betTime,
      settledAt: b.settleTime ?? null,
      gameType: b.gameType,
      vendorName: b.vendorName,
      gameName: b.gameName,
      ...stakeOf(b),
      status: b.status,
    })),
    ...pageOf(wire),
    totals: {
      count: wire.summary.count,
      ...stakeOf(wire.summary),
    },
  };
}

// ─── Account record ─────────────────────────────────────────────────────────────────────────────────────────

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

export function toPersonalProfit(wire: ProfitWire): PersonalProfit {
  return {
    lines: wire.list.map((l) => ({
      gameType: l.gameType,
      count: l.count,
      ...stakeOf(l),
    })),
    bonusCents: wire.bonus,
    depositCents: wire.deposit,
    withdrawalCents: wire.withdrawal,
  };
}

// ─── Bonus details ──────────────────────────────────────────────────────────────────────────────────────────

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
