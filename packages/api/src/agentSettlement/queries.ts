import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { getRevenueReport, getSettlementRecords, type RevenueQuery, type SettlementRecordsQuery } from './calls';
import { agentSettlementQueryKeys } from './keys';

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function settlementRecordsQueryOptions(client: ApiClient, q: SettlementRecordsQuery) {
  return pagedQueryOptions(agentSettlementQueryKeys.records(q), getSettlementRecords, client, q, 30_000);
}

export function revenueReportQueryOptions(client: ApiClient, q: RevenueQuery) {
  return pagedQueryOptions(agentSettlementQueryKeys.revenue(q), getRevenueReport, client, q, 30_000);
}
