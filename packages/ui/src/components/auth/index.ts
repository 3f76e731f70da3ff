// @atrium/ui/auth: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { LogoutConfirmDialog, type LogoutConfirmDialogProps } from './LogoutConfirmDialog';
export { SwitchAccountDialog, type SwitchAccountDialogProps } from './SwitchAccountDialog';
export { SocialConsentDialog, type SocialConsentDialogProps } from './SocialConsentDialog';
export {
  LoginDialog,
  type LoginCaptcha,
  type LoginDialogProps,
  type LoginInitialValues,
  type LoginSubmission,
  type SmsTarget,
  type SocialProvider,
} from './LoginDialog';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ForcedPasswordChangeReason,
  type PasswordChange,
} from './ChangePasswordDialog';
export { WarningDialog, type WarningDialogProps } from './WarningDialog';
export {
  RealAccountRequiredDialog,
  type RealAccountRequiredDialogProps,
  type RealAccountRequiredReason,
} from './RealAccountRequiredDialog';
export {
  TwoFactorDialog,
  type TwoFactorAnswer,
  type TwoFactorDialogProps,
  type TwoFactorMethod,
} from './TwoFactorDialog';
export {
  RegisterDialog,
  type RegisterDialogProps,
  type RegisterForm,
  type RegisterFormField,
  type RegisterSmsRequest,
} from './RegisterDialog';
export {
  ForgotPasswordDialog,
  type ForgotByEmailForm,
  type ForgotByMobileForm,
  type ForgotPasswordDialogProps,
  type ForgotSmsRequest,
} from './ForgotPasswordDialog';
