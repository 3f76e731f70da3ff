import { pagedQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { getTeamBetting, type TeamBettingQuery } from './calls';
import { agentReportsQueryKeys } from './keys';

/** The previous page or range stays on screen while the next loads (no flash of the loading state). */
export function teamBettingQueryOptions(client: ApiClient, q: TeamBettingQuery) {
  return pagedQueryOptions(agentReportsQueryKeys.teamBetting(q), getTeamBetting, client, q, 30_000);
}
