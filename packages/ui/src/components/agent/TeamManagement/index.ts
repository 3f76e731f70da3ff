export { TeamManagement, type TeamManagementProps, type TeamManagementState } from './TeamManagement';
export { PromoteDownline, type PromoteDownlineProps } from './PromoteDownline';
