export { SwitchAccountDialog, type SwitchAccountDialogProps } from './SwitchAccountDialog';
