// @atrium/ui/agent: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  AgentCentre,
  AgentCentrePagePending,
  AgentPageUnavailable,
  type AgentCentreProps,
  type AgentCentrePagePendingProps,
  type AgentPageUnavailableProps,
} from './AgentCentre';
export { AgentMenuError, type AgentMenuErrorProps } from './AgentCentre';
export { AgentAnnouncements, type AgentAnnouncementsProps } from './AgentAnnouncements';
export {
  AgentTeamOverview,
  type AgentTeamOverviewProps,
  type TeamFigures,
  type TeamOverviewState,
} from './AgentTeamOverview';
export {
  AGENT_CONSULTATION_HOURS,
  AgentLanding,
  type AgentLandingProps,
  type AgentLoginSubmission,
  type ConsultationHours,
} from './AgentLanding';
export { SettlementRecords, type SettlementFilters, type SettlementRecordsProps } from './SettlementRecords';
export { RevenueReport, type RevenueReportProps } from './RevenueReport';
export {
  DownlineTransfer,
  type DownlineTransferProps,
  type DownlineTransferRequest,
  type DownlineTransferResult,
} from './DownlineTransfer';
export {
  RegisterDownline,
  type DownlineKindChoice,
  type RegisterDownlineProps,
  type RegisterDownlineRequest,
  type RegisterDownlineResult,
} from './RegisterDownline';
export {
  DEFAULT_TEAM_VIEW,
  FIRST_DIRECTION,
  PromoteDownline,
  TeamManagement,
  type PromoteDownlineProps,
  type SortDirection,
  type TeamManagementProps,
  type TeamManagementState,
  type TeamView,
} from './TeamManagement';
export {
  AccountDetails,
  ProfitLoss,
  type AccountDetailsFilters,
  type AccountDetailsProps,
  type ProfitLossProps,
} from './AgentReports';
export { TeamBetting, type TeamBettingFilters, type TeamBettingProps } from './TeamBetting';
