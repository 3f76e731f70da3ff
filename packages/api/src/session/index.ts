/**
 * Session calls of spec §7 "Session and member": login (username or SMS, with captcha and the two-factor step),
 * free play, logout, the login SMS, the captcha image and the first-login action.
 * Field names follow docs/protocol.md "Shapes seen"; what is marked "assumed" is designed here and in the demo platform.
 */
export { loginInfoSchema, type LoginInfoWire, smsSentSchema, type SmsSentWire, wireFlag } from './schemas';
export {
  type Captcha,
  type LoginFailure,
  loginFailureOf,
  type LoginFailureReason,
  type LoginInfo,
  type SmsSent,
  toLoginInfo,
  toSmsSent,
  type TwoFactorAnswer,
  type TwoFactorMethod,
} from './mapping';
export {
  captchaEndpoint,
  completeFirstLogin,
  firstLoginEndpoint,
  freePlayEndpoint,
  type FreePlayVariables,
  getCaptcha,
  login,
  loginBody,
  loginEndpoint,
  loginFreePlay,
  type LoginRequest,
  loginSmsEndpoint,
  type LoginSmsVariables,
  type LoginVariables,
  logout,
  logoutEndpoint,
  sendLoginSms,
} from './calls';
export {
  captchaQueryOptions,
  firstLoginMutationOptions,
  freePlayMutationOptions,
  loginMutationOptions,
  loginSmsMutationOptions,
  logoutMutationOptions,
} from './queries';
