export {
  AgentTeamOverview,
  type AgentTeamOverviewProps,
  type TeamFigures,
  type TeamOverviewState,
} from './AgentTeamOverview';
