import type {
  BetHistoryPage,
  BetStatus,
  BonusDetailsPage,
  BonusKind,
  PersonalProfit,
  RecordGameType,
  TransactionFilter,
  TransactionHistoryPage,
} from '@atrium/domain/records';
import type { ApiClient, QueryValue } from '../client';
import { betHistorySchema, bonusDetailsSchema, profitSchema, transactionHistorySchema } from './schemas';
import { toBetHistoryPage, toBonusDetailsPage, toPersonalProfit, toTransactionHistoryPage } from './mapping';
import { endpointsOf } from '../endpoints';

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

export async function getBetHistory(
  client: ApiClient,
  request: BetHistoryRequest,
  signal?: AbortSignal,
): Promise<BetHistoryPage> {
  const query = {
    ...rangeQuery(request),
    gameType: request.gameType ?? undefined,
    status: request.status ?? undefined,
  };
  return toBetHistoryPage(await client.call(betHistoryEndpoint, { query, signal }));
}

// ─── Account record ─────────────────────────────────────────────────────────────────────────────────────────

export interface TransactionHistoryRequest extends RecordPageRequest {
  readonly filter?: TransactionFilter | null;
}

export const transactionHistoryEndpoint = area.get(
  'transactions',
  '/wps/relay/MCSFE_getTransactionHistory',
  transactionHistorySchema,
);

export async function getTransactionHistory(
  client: ApiClient,
  request: TransactionHistoryRequest,
  signal?: AbortSignal,
): Promise<TransactionHistoryPage> {
  const query = { ...rangeQuery(request), type: request.filter ?? undefined };
  return toTransactionHistoryPage(await client.call(transactionHistoryEndpoint, { query, signal }));
}

// ─── Profit and loss ────────────────────────────────────────────────────────────────────────────────────────

export const personalProfitEndpoint = area.get('profit', '/wps/relay/MCSFE_getPersonalProfit', profitSchema);

export async function getPersonalProfit(
  client: ApiClient,
  range: RecordRange,
  signal?: AbortSignal,
): Promise<PersonalProfit> {
  const query = { startTime: range.startMs, endTime: range.endMs };
  return toPersonalProfit(await client.call(personalProfitEndpoint, { query, signal }));
}

// ─── Bonus details ──────────────────────────────────────────────────────────────────────────────────────────

export interface BonusDetailsRequest extends RecordPageRequest {
  readonly kind?: BonusKind | null;
}

// §2 / docs/centres.md: bonusDetails is shown with PLYRBT (player rebate).
export const bonusDetailsEndpoint = area.get('bonuses', '/wps/relay/MCSFE_getBonusDetails', bonusDetailsSchema, {
  moduleId: 'PLYRBT',
});

export async function getBonusDetails(
  client: ApiClient,
  request: BonusDetailsRequest,
  signal?: AbortSignal,
): Promise<BonusDetailsPage> {
  const query = { ...rangeQuery(request), bonusType: request.kind ?? undefined };
  return toBonusDetailsPage(await client.call(bonusDetailsEndpoint, { query, signal }));
}
