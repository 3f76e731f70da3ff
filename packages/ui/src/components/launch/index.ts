// @atrium/ui/launch: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { GamePopupList, type GamePopupListProps } from './GamePopupList';
export { GameMaintenanceDialog, type GameMaintenanceDialogProps } from './GameMaintenanceDialog';
export {
  SeamlessGameFrame,
  gameFrameSandbox,
  isFramableGameUrl,
  type SeamlessGameFrameProps,
} from './SeamlessGameFrame';
export type { LaunchLoadStatus } from './shared/types';
