import type { ApiClient, Endpoint } from '../client';
import { teamOverviewSchema, type TeamOverviewWire } from './schemas';
import { toTeamOverview, type TeamOverview } from './mapping';

/** A range of instants, both ends included (the domain's `DateRange.startMs`/`endMs`). */
export interface TeamRange {
  readonly startMs: number;
  readonly endMs: number;
}

/** §2 agentTeamOverview (assumed; AGEINFO3 is the module older brands gate the page by, docs/centres.md). */
export const teamOverviewEndpoint: Endpoint<TeamOverviewWire> = {
  id: 'agent.teamOverview',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentTeamOverview',
  moduleId: 'AGEINFO3',
  needsToken: true,
  value: teamOverviewSchema,
};

export async function getTeamOverview(
  client: ApiClient,
  range: TeamRange,
  signal?: AbortSignal,
): Promise<TeamOverview> {
  const query = { startTime: range.startMs, endTime: range.endMs };
  return toTeamOverview(await client.call(teamOverviewEndpoint, { query, signal }));
}
