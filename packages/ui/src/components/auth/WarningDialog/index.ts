export { WarningDialog, type WarningDialogProps } from './WarningDialog';
