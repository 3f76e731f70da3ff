export { GameMaintenanceDialog, type GameMaintenanceDialogProps } from './GameMaintenanceDialog';
