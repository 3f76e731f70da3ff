/**
 * Session calls of spec §7 "Session and member": login (username or SMS, with captcha and the two-factor step),
 * free play, logout, the login SMS, the captcha image and the first-login action.
 * Field names follow docs/protocol.md "Shapes seen"; what is marked "assumed" is designed here and in the demo platform.
 */
export { wireFlag, loginInfoSchema, type LoginInfoWire, smsSentSchema, type SmsSentWire } from './schemas';
export {
  type LoginInfo,
  toLoginInfo,
  type TwoFactorMethod,
  type TwoFactorAnswer,
  type LoginFailureReason,
  type LoginFailure,
  loginFailureOf,
  type SmsSent,
  toSmsSent,
  type Captcha,
} from './mapping';
export {
  type LoginRequest,
  loginBody,
  loginEndpoint,
  type LoginVariables,
  login,
  freePlayEndpoint,
  type FreePlayVariables,
  loginFreePlay,
  socialLoginEndpoint,
  type SocialLoginVariables,
  loginSocial,
  demoSocialConsentEndpoint,
  requestDemoSocialConsent,
  logoutEndpoint,
  logout,
  loginSmsEndpoint,
  type LoginSmsVariables,
  sendLoginSms,
  captchaEndpoint,
  getCaptcha,
  firstLoginEndpoint,
  completeFirstLogin,
} from './calls';
export {
  loginMutationOptions,
  freePlayMutationOptions,
  logoutMutationOptions,
  loginSmsMutationOptions,
  captchaQueryOptions,
  firstLoginMutationOptions,
} from './queries';
