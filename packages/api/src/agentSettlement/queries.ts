import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { getRevenueReport, getSettlementRecords, type RevenueQuery, type SettlementRecordsQuery } from './calls';
import { agentSettlementQueryKeys } from './keys';

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function settlementRecordsQueryOptions(client: ApiClient, q: SettlementRecordsQuery) {
  return queryOptions({
    queryKey: agentSettlementQueryKeys.records(q),
    queryFn: ({ signal }) => getSettlementRecords(client, q, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function revenueReportQueryOptions(client: ApiClient, q: RevenueQuery) {
  return queryOptions({
    queryKey: agentSettlementQueryKeys.revenue(q),
    queryFn: ({ signal }) => getRevenueReport(client, q, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
