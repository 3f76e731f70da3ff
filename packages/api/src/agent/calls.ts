import { teamOverviewSchema } from './schemas';
import { toTeamOverview } from './mapping';
import { caller, endpointsOf } from '../endpoints';

const area = endpointsOf('agent', { moduleId: 'AGEINFO3', needsToken: true });

/** A range of instants, both ends included (the domain's `DateRange.startMs`/`endMs`). */
export interface TeamRange {
  readonly startMs: number;
  readonly endMs: number;
}

/** §2 agentTeamOverview (assumed; AGEINFO3 is the module older brands gate the page by, docs/centres.md). */
export const teamOverviewEndpoint = area.get(
  'teamOverview',
  '/wps/relay/MCSFE_getAgentTeamOverview',
  teamOverviewSchema,
);

export const getTeamOverview = caller(
  teamOverviewEndpoint,
  (range: TeamRange) => ({ query: { startTime: range.startMs, endTime: range.endMs } }),
  toTeamOverview,
);
