// @atrium/domain/dialogs: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §4 Login, registration and forgot-password dialogs; captcha
export {
  authDialogAfter,
  captchaAfterLoginFailure,
  captchaRequested,
  loginPopupLayout,
  type AuthDialog,
  type AuthDialogAction,
  type CaptchaAfterFailure,
  type LoginPopupFacts,
  type LoginPopupLayout,
  type LoginTab,
} from './authDialogs';
export {
  AFTER_REGISTRATION_SUCCESS,
  registrationLayout,
  type AfterRegistrationEffect,
  type RegistrationLayout,
  type RegistrationSwitches,
  type RegistrationType,
} from './registration';
export {
  afterRecoverySuccess,
  recoveryLayout,
  type AfterRecoveryEffect,
  type RecoveryLayout,
  type RecoveryMethod,
} from './passwordRecovery';
