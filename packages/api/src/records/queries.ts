import { moneyQueryKeys } from '../moneyQueryKeys';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import {
  getBetHistory,
  getBonusDetails,
  getPersonalProfit,
  getTransactionHistory,
  type BetHistoryRequest,
  type BonusDetailsRequest,
  type RecordPageRequest,
  type RecordRange,
  type TransactionHistoryRequest,
} from './calls';

/**
 * Record queries. Their keys sit under the wallet's (`moneyQueryKeys.records`), so the invalidation that follows every
 * money move refreshes the records too. Game, vendor and bonus names may come in the reader's language (the call
 * carries it), so the platform language is part of every key.
 * The previous page stays on screen while the next one loads (no flash of the loading state when paging).
 */

const STALE_MS = 30_000;

/** The key parts every paged record shares: the language, the range and the page. */
function pageKey(request: RecordPageRequest, language: string) {
  return {
    language,
    startMs: request.range.startMs,
    endMs: request.range.endMs,
    page: request.page,
    pageSize: request.pageSize,
  };
}

export function betHistoryQueryOptions(client: ApiClient, request: BetHistoryRequest, language: string) {
  const key = { ...pageKey(request, language), gameType: request.gameType ?? null, status: request.status ?? null };
  return pagedQueryOptions(moneyQueryKeys.records.bets(key), getBetHistory, client, request, STALE_MS);
}

export function transactionHistoryQueryOptions(
  client: ApiClient,
  request: TransactionHistoryRequest,
  language: string,
) {
  const key = { ...pageKey(request, language), filter: request.filter ?? null };
  return pagedQueryOptions(moneyQueryKeys.records.transactions(key), getTransactionHistory, client, request, STALE_MS);
}

export function personalProfitQueryOptions(client: ApiClient, range: RecordRange, language: string) {
  return pagedQueryOptions(
    moneyQueryKeys.records.profit({ language, startMs: range.startMs, endMs: range.endMs }),
    getPersonalProfit,
    client,
    range,
    STALE_MS,
  );
}

export function bonusDetailsQueryOptions(client: ApiClient, request: BonusDetailsRequest, language: string) {
  const key = { ...pageKey(request, language), kind: request.kind ?? null };
  return pagedQueryOptions(moneyQueryKeys.records.bonuses(key), getBonusDetails, client, request, STALE_MS);
}
