/**
 * The agent's team reports (§2 personalHistoryCopy: team betting). The shapes are assumed (packages/api README
 * "Agent reports").
 */
export { teamBettingSchema, type TeamBettingWire } from './schemas';
export { toTeamBettingPage, type TeamBettingFigures, type TeamBettingPage, type TeamBettingRow } from './mapping';
export { getTeamBetting, teamBettingEndpoint, type TeamBettingQuery } from './calls';
export { agentReportsQueryKeys } from './keys';
export { teamBettingQueryOptions } from './queries';
