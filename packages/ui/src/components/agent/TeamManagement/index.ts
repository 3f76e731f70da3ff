export {
  DEFAULT_TEAM_VIEW,
  FIRST_DIRECTION,
  TeamManagement,
  type SortDirection,
  type TeamManagementProps,
  type TeamManagementState,
  type TeamView,
} from './TeamManagement';
export { PromoteDownline, type PromoteDownlineProps } from './PromoteDownline';
