export { TeamManagement, type TeamManagementProps, type TeamManagementState } from './TeamManagement';
export { DEFAULT_TEAM_VIEW, FIRST_DIRECTION, type SortDirection, type TeamView } from './teamView';
export { PromoteDownline, type PromoteDownlineProps } from './PromoteDownline';
