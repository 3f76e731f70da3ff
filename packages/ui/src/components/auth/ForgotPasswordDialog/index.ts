export {
  ForgotPasswordDialog,
  type ForgotByEmailForm,
  type ForgotByMobileForm,
  type ForgotPasswordDialogProps,
  type ForgotSmsRequest,
} from './ForgotPasswordDialog';
