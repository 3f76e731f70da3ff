export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ForcedPasswordChangeReason,
  type PasswordChange,
} from './ChangePasswordDialog';
