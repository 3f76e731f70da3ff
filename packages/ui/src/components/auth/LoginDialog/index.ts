export {
  LoginDialog,
  type LoginCaptcha,
  type LoginDialogProps,
  type LoginInitialValues,
  type LoginSubmission,
  type SmsTarget,
  type SocialProvider,
} from './LoginDialog';
