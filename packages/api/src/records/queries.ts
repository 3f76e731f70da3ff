import { moneyQueryKeys } from '../moneyQueryKeys';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import {
  getBetHistory,
  getBonusDetails,
  getPersonalProfit,
  getTransactionHistory,
  type BetHistoryRequest,
  type BonusDetailsRequest,
  type RecordRange,
  type TransactionHistoryRequest,
} from './calls';

/**
 * Record queries. Their keys sit under the wallet's (`moneyQueryKeys.records`), so the invalidation that follows every
 * money move refreshes the records too. Game, vendor and bonus names may come in the reader's language (the call
 * carries it), so the platform language is part of every key.
 * The previous page stays on screen while the next one loads (no flash of the loading state when paging).
 */

export function betHistoryQueryOptions(client: ApiClient, request: BetHistoryRequest, language: string) {
  return queryOptions({
    queryKey: moneyQueryKeys.records.bets({
      language,
      startMs: request.range.startMs,
      endMs: request.range.endMs,
      page: request.page,
      pageSize: request.pageSize,
      gameType: request.gameType ?? null,
      status: request.status ?? null,
    }),
    queryFn: ({ signal }) => getBetHistory(client, request, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function transactionHistoryQueryOptions(
  client: ApiClient,
  request: TransactionHistoryRequest,
  language: string,
) {
  return queryOptions({
    queryKey: moneyQueryKeys.records.transactions({
      language,
      startMs: request.range.startMs,
      endMs: request.range.endMs,
      page: request.page,
      pageSize: request.pageSize,
      filter: request.filter ?? null,
    }),
    queryFn: ({ signal }) => getTransactionHistory(client, request, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function personalProfitQueryOptions(client: ApiClient, range: RecordRange, language: string) {
  return pagedQueryOptions(
    moneyQueryKeys.records.profit({ language, startMs: range.startMs, endMs: range.endMs }),
    getPersonalProfit,
    client,
    range,
    30_000,
  );
}

export function bonusDetailsQueryOptions(client: ApiClient, request: BonusDetailsRequest, language: string) {
  return queryOptions({
    queryKey: moneyQueryKeys.records.bonuses({
      language,
      startMs: request.range.startMs,
      endMs: request.range.endMs,
      page: request.page,
      pageSize: request.pageSize,
      kind: request.kind ?? null,
    }),
    queryFn: ({ signal }) => getBonusDetails(client, request, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
