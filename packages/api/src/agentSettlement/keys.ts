import type { RevenueQuery, SettlementRecordsQuery } from './calls';

/**
 * The settlement pages' query keys. A module apart from queryKeys.ts, which is in the start-up chunk: only the agent
 * centre's lazy pages build these. They sit under the wallet's root, so a money move's wallet refresh refreshes the
 * income and logout drops them with the wallet (ACCOUNT_QUERY_ROOTS).
 */
export const agentSettlementQueryKeys = {
  all: ['wallet', 'agentSettlement'] as const,
  records: (q: SettlementRecordsQuery) =>
    [
      'wallet',
      'agentSettlement',
      'records',
      q.type,
      q.startMs,
      q.endMs,
      q.role,
      q.downline.trim(),
      q.status,
      q.page,
      q.size,
    ] as const,
  revenue: (q: RevenueQuery) =>
    ['wallet', 'agentSettlement', 'revenue', q.startMs, q.endMs, q.utcOffsetMinutes] as const,
};
