export { LoginDialog, type LoginDialogProps, type LoginInitialValues } from './LoginDialog';
export type { LoginCaptcha, LoginSubmission, SmsTarget, SocialProvider } from './LoginDialog.types';
