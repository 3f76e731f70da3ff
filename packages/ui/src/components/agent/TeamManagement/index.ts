export { TeamManagement, type TeamManagementProps, type TeamManagementState } from './TeamManagement';
