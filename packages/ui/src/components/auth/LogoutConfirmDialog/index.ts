export { LogoutConfirmDialog, type LogoutConfirmDialogProps } from './LogoutConfirmDialog';
