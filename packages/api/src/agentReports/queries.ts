import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { getTeamBetting, type TeamBettingQuery } from './calls';
import { agentReportsQueryKeys } from './keys';

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function teamBettingQueryOptions(client: ApiClient, q: TeamBettingQuery) {
  return queryOptions({
    queryKey: agentReportsQueryKeys.teamBetting(q),
    queryFn: ({ signal }) => getTeamBetting(client, q, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
