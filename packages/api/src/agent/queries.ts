import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { getTeamOverview, type TeamRange } from './calls';
import { agentQueryKeys } from './keys';

/** The previous period's figures stay on screen while the next period's load (no flash of the loading state). */
export function teamOverviewQueryOptions(client: ApiClient, range: TeamRange) {
  return queryOptions({
    queryKey: agentQueryKeys.teamOverview(range.startMs, range.endMs),
    queryFn: ({ signal }) => getTeamOverview(client, range, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
