import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { getTeamOverview, type TeamRange } from './calls';
import { agentQueryKeys } from './keys';

/** The previous period's figures stay on screen while the next period's load (no flash of the loading state). */
export function teamOverviewQueryOptions(client: ApiClient, range: TeamRange) {
  return pagedQueryOptions(
    agentQueryKeys.teamOverview(range.startMs, range.endMs),
    getTeamOverview,
    client,
    range,
    30_000,
  );
}
