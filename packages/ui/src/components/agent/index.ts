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
export {
  SettlementRecords,
  csvAmount,
  type CsvTable,
  type SettlementDetailRow,
  type SettlementFilters,
  type SettlementRecordsPageData,
  type SettlementRecordsProps,
  type SettlementRecordsType,
  type SettlementRoleValue,
  type SettlementRow,
  type SettlementStatusValue,
} from './SettlementRecords';
export {
  INCOME_SOURCES,
  RevenueReport,
  type IncomeRow,
  type IncomeSource,
  type RevenueReportData,
  type RevenueReportProps,
} from './RevenueReport';
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
  ACCOUNT_DETAILS_TYPES,
  AccountDetails,
  type AccountDetailsFilters,
  type AccountDetailsPageData,
  type AccountDetailsProps,
  type AccountDetailsRow,
  type AccountDetailsType,
  ProfitLoss,
  type ProfitLossFigures,
  type ProfitLossPageData,
  type ProfitLossProps,
  type ProfitLossRow,
} from './AgentReports';
export {
  TEAM_BETTING_GAME_KINDS,
  TeamBetting,
  type TeamBettingFilters,
  type TeamBettingGameKind,
  type TeamBettingPageData,
  type TeamBettingProps,
  type TeamBettingRowData,
} from './TeamBetting';
