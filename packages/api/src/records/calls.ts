import type { BetStatus, BonusKind, RecordGameType, TransactionFilter } from '@atrium/domain/records';
import type { QueryValue } from '../client';
import { betHistorySchema, bonusDetailsSchema, profitSchema, transactionHistorySchema } from './schemas';
import { toBetHistoryPage, toBonusDetailsPage, toPersonalProfit, toTransactionHistoryPage } from './mapping';
import { caller, endpointsOf } from '../endpoints';

const area = endpointsOf('records', { needsToken: true });

/** A range of instants, both ends included (the domain's `DateRange.startMs`/`endMs`). */
export interface RecordRange {
  readonly startMs: number;
  readonly endMs: number;
}

export interface RecordPageRequest {
  readonly range: RecordRange;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

function rangeQuery(request: RecordPageRequest): Record<string, QueryValue> {
  return {
    startTime: request.range.startMs,
    endTime: request.range.endMs,
    pageNo: request.page,
    pageSize: request.pageSize,
  };
}

// ─── Betting record ─────────────────────────────────────────────────────────────────────────────────────────

export interface BetHistoryRequest extends RecordPageRequest {
  readonly gameType?: RecordGameType | null;
  readonly status?: BetStatus | null;
}

export const betHistoryEndpoint = area.get('bets', '/wps/relay/MCSFE_getBetHistory', betHistorySchema);

export const getBetHistory = caller(
  betHistoryEndpoint,
  (request: BetHistoryRequest) => ({
    query: {
      ...rangeQuery(request),
      gameType: request.gameType ?? undefined,
      status: request.status ?? undefined,
    },
  }),
  toBetHistoryPage,
);

// ─── Account record ─────────────────────────────────────────────────────────────────────────────────────────

export interface TransactionHistoryRequest extends RecordPageRequest {
  readonly filter?: TransactionFilter | null;
}

export const transactionHistoryEndpoint = area.get(
  'transactions',
  '/wps/relay/MCSFE_getTransactionHistory',
  transactionHistorySchema,
);

export const getTransactionHistory = caller(
  transactionHistoryEndpoint,
  (request: TransactionHistoryRequest) => ({ query: { ...rangeQuery(request), type: request.filter ?? undefined } }),
  toTransactionHistoryPage,
);

// ─── Profit and loss ────────────────────────────────────────────────────────────────────────────────────────

export const personalProfitEndpoint = area.get('profit', '/wps/relay/MCSFE_getPersonalProfit', profitSchema);

export const getPersonalProfit = caller(
  personalProfitEndpoint,
  (range: RecordRange) => ({ query: { startTime: range.startMs, endTime: range.endMs } }),
  toPersonalProfit,
);

// ─── Bonus details ──────────────────────────────────────────────────────────────────────────────────────────

export interface BonusDetailsRequest extends RecordPageRequest {
  readonly kind?: BonusKind | null;
}

// §2 / docs/centres.md: bonusDetails is shown with PLYRBT (player rebate).
export const bonusDetailsEndpoint = area.get('bonuses', '/wps/relay/MCSFE_getBonusDetails', bonusDetailsSchema, {
  moduleId: 'PLYRBT',
});

export const getBonusDetails = caller(
  bonusDetailsEndpoint,
  (request: BonusDetailsRequest) => ({ query: { ...rangeQuery(request), bonusType: request.kind ?? undefined } }),
  toBonusDetailsPage,
);
