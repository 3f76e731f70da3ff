/**
 * The agent centre (spec §2 /agentHome, "Agent-centre pages"): the team overview. The shapes are assumed (packages/api
 * README "Agent centre"). The centre's announcements are the platform notices of `@atrium/api/announcements`.
 */
export { teamOverviewSchema, type TeamOverviewWire } from './schemas';
export { toTeamOverview, type TeamOverview } from './mapping';
export { getTeamOverview, teamOverviewEndpoint, type TeamRange } from './calls';
export { agentQueryKeys } from './keys';
export { teamOverviewQueryOptions } from './queries';
