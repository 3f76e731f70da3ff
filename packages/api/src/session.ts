import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { captchaRequested, smsCountdownTotalSeconds, type LoginSuccess } from '@atrium/domain';
import type { ApiClient, Endpoint } from './client';
import { isApiError } from './errors';
import { queryKeys } from './queryKeys';

/**
 * Session calls of spec §7 "Session and member": login (username or SMS, with captcha and the two-factor step),
 * free play, logout, the login SMS, the captcha image and the first-login action.
 * Field names follow docs/protocol.md "Shapes seen"; what is marked "assumed" is designed here and in the demo platform.
 */

// ── Shared wire pieces ───────────────────────────────────────────────────────────────────────────────────────────

/** A flag as platforms send it: boolean, 0/1 or "true"/"false"/"1"/"0"; absent or null is false. */
export const wireFlag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

const wireId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

const wireAccountType = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]),
  z.transform((v) => Number(v)),
);

/** The login value (docs/protocol.md "Login value"): login, free play, both registrations and the mobile reset. */
export const loginInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  id: wireId,
  userName: z.string(),
  customerType: wireAccountType,
  firstTimeLogin: wireFlag,
  passwordExpired: wireFlag,
});

export type LoginInfoWire = z.infer<typeof loginInfoSchema>;

/** What a successful login gives the app; also the domain's `LoginSuccess` (`afterLoginSuccess`). */
export interface LoginInfo extends LoginSuccess {
  readonly accountId: string;
  readonly username: string;
}

export function toLoginInfo(wire: LoginInfoWire): LoginInfo {
  return {
    token: wire.token,
    accountId: wire.id,
    username: wire.userName,
    accountType: wire.customerType,
    firstTimeLogin: wire.firstTimeLogin,
    passwordExpired: wire.passwordExpired,
  };
}

/** Answers whose value the app does not read (logout, first login): anything, or nothing. */
const anyValue = z.unknown();

// ── Login ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Spec §3 Login dialogs "extra two-factor step for an unregistered IP (phone number, verification code, bound
 * email, bank account name, or authenticator code)". */
export type TwoFactorMethod = 'sms' | 'phone' | 'email' | 'bankName' | 'authenticator';

export interface TwoFactorAnswer {
  readonly method: TwoFactorMethod;
  readonly answer: string;
}

export type LoginRequest =
  | {
      readonly type: 'username';
      readonly username: string;
      readonly password: string;
      /** The captcha text, when the captcha is shown. */
      readonly captcha?: string | undefined;
      /** The answer to the two-factor step, after a `login_verify_required`. */
      readonly verification?: TwoFactorAnswer | undefined;
    }
  | {
      readonly type: 'sms';
      readonly countryDialingCode: string;
      readonly mobileNum: string;
      readonly verificationCode: string;
      readonly captcha?: string | undefined;
    };

/**
 * The login body. docs/protocol.md: SMS login sends the mobile number as `username` and the code as `password`,
 * `type: "sms"`; `loginDeviceId` is the client's device UUID. Assumed: the two-factor answer travels as
 * `verificationMethod` + `verificationCode`, and SMS login adds `countryDialingCode`.
 */
export function loginBody(request: LoginRequest, deviceId: string): Record<string, string> {
  const common = { loginDeviceId: deviceId, ...(request.captcha ? { captcha: request.captcha } : {}) };
  if (request.type === 'sms') {
    return {
      type: 'sms',
      username: request.mobileNum,
      password: request.verificationCode,
      countryDialingCode: request.countryDialingCode,
      ...common,
    };
  }
  return {
    type: 'username',
    username: request.username,
    password: request.password,
    ...common,
    ...(request.verification
      ? { verificationMethod: request.verification.method, verificationCode: request.verification.answer }
      : {}),
  };
}

export const loginEndpoint: Endpoint<LoginInfoWire> = {
  id: 'session.login',
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  needsToken: false,
  encrypted: true,
  value: loginInfoSchema,
};

export interface LoginVariables {
  readonly request: LoginRequest;
  /** The client's device UUID (docs/protocol.md `loginDeviceId`), kept by the app. */
  readonly deviceId: string;
}

export async function login(client: ApiClient, variables: LoginVariables, signal?: AbortSignal): Promise<LoginInfo> {
  const body = loginBody(variables.request, variables.deviceId);
  return toLoginInfo(await client.call(loginEndpoint, { body, signal }));
}

/** Never retried: a repeat would count as another failure (captcha, lockout). No variable goes into a key. */
export function loginMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'login'],
    mutationFn: (variables: LoginVariables) => login(client, variables),
    retry: false,
  });
}

export type LoginFailureReason =
  | 'credentials'
  | 'captchaRequired'
  | 'captchaInvalid'
  | 'verificationRequired'
  | 'verificationMissing'
  | 'verificationInvalid'
  | 'verificationExpired'
  | 'rateLimited'
  | 'other';

export interface LoginFailure {
  readonly reason: LoginFailureReason;
  /** §4 "On login failure with a captcha flag in the response value, the captcha input and image appear". */
  readonly showCaptcha: boolean;
  /** The two-factor step asked for (`login_verify_required`), or null. */
  readonly verification: { readonly method: TwoFactorMethod } | null;
  /** The i18n key to show (`errors` namespace). */
  readonly messageKey: string;
}

const TWO_FACTOR_METHODS: readonly TwoFactorMethod[] = ['sms', 'phone', 'email', 'bankName', 'authenticator'];

const REASON_BY_CODE: Readonly<Record<string, LoginFailureReason>> = {
  'login.failed': 'credentials',
  USER_NOT_EXIST: 'credentials',
  'captcha.required': 'captchaRequired',
  'captcha.invalid': 'captchaInvalid',
  login_verify_required: 'verificationRequired',
  'verification.code.missing': 'verificationMissing',
  'verification.code.invalid': 'verificationInvalid',
  'verification.code.expired': 'verificationExpired',
  TOO_MANY_REQUESTS: 'rateLimited',
};

/** The refused envelope's value, when the error carries it (see README: `ApiError` does not keep it yet). */
function refusedValue(error: object): unknown {
  return 'value' in error ? error.value : undefined;
}

/**
 * What a failed login means for the dialog. The captcha is shown when the refusal's value says so (docs/protocol.md,
 * read when the error carries the value) or when the code is a captcha code; the two-factor method comes from the
 * value (`{ method }`), 'sms' when it is not readable.
 */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!isApiError(error)) {
    return { reason: 'other', showCaptcha: false, verification: null, messageKey: 'errors:unknown' };
  }
  const reason = (error.code !== undefined ? REASON_BY_CODE[error.code] : undefined) ?? 'other';
  const value = refusedValue(error);
  const showCaptcha = captchaRequested(value) || reason === 'captchaRequired' || reason === 'captchaInvalid';
  let verification: LoginFailure['verification'] = null;
  if (reason === 'verificationRequired') {
    const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['method'] : null;
    const method = TWO_FACTOR_METHODS.find((m) => m === raw) ?? 'sms';
    verification = { method };
  }
  return { reason, showCaptcha, verification, messageKey: error.messageKey };
}

// ── Free play ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /wps/session/login/freeplay (spec §7: "os, platform W, encrypted value, gateway version 3"). The gateway
 * version is the client's header; the body travels encrypted. Assumed: the value is the login value (type 4).
 */
export const freePlayEndpoint: Endpoint<LoginInfoWire> = {
  id: 'session.freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  moduleId: 'COMM3',
  needsToken: false,
  encrypted: true,
  value: loginInfoSchema,
};

export interface FreePlayVariables {
  readonly deviceId: string;
  /** The visitor's operating system as the app detects it, e.g. 'Windows', 'Android'. */
  readonly os: string;
}

export async function loginFreePlay(
  client: ApiClient,
  variables: FreePlayVariables,
  signal?: AbortSignal,
): Promise<LoginInfo> {
  const body = { os: variables.os, platform: 'W', loginDeviceId: variables.deviceId };
  return toLoginInfo(await client.call(freePlayEndpoint, { body, signal }));
}

export function freePlayMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'freePlay'],
    mutationFn: (variables: FreePlayVariables) => loginFreePlay(client, variables),
    retry: false,
  });
}

// ── Logout ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const logoutEndpoint: Endpoint<unknown> = {
  id: 'session.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  needsToken: true,
  value: anyValue,
};

export async function logout(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await client.call(logoutEndpoint, { signal });
}

export function logoutMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'logout'],
    mutationFn: () => logout(client),
    retry: false,
  });
}

// ── SMS without login (login by SMS, forgot password by mobile) ──────────────────────────────────────────────────

export const smsSentSchema = z.object({
  expiredMinutes: z.nullish(z.union([z.number(), z.string()])),
});

export type SmsSentWire = z.infer<typeof smsSentSchema>;

export interface SmsSent {
  /** The server's `expiredMinutes`, as sent (null when absent). */
  readonly expiredMinutes: number | null;
  /** §4/§9 the send button's countdown: 60 s per expiry minute (the domain's rule). */
  readonly countdownSeconds: number;
}

export function toSmsSent(wire: SmsSentWire, isThirdParty = false): SmsSent {
  const minutes = wire.expiredMinutes == null ? Number.NaN : Number(wire.expiredMinutes);
  return {
    expiredMinutes: Number.isFinite(minutes) ? minutes : null,
    countdownSeconds: smsCountdownTotalSeconds(wire.expiredMinutes, isThirdParty),
  };
}

/** Assumed: POST with a JSON body (the spec gives no method). */
export const loginSmsEndpoint: Endpoint<SmsSentWire> = {
  id: 'session.loginSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  needsToken: false,
  value: smsSentSchema,
};

export interface LoginSmsVariables {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

export async function sendLoginSms(
  client: ApiClient,
  variables: LoginSmsVariables,
  signal?: AbortSignal,
): Promise<SmsSent> {
  const body = { mobileNum: variables.mobileNum, countryDialingCode: variables.countryDialingCode };
  return toSmsSent(await client.call(loginSmsEndpoint, { body, signal }));
}

export function loginSmsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'loginSms'],
    mutationFn: (variables: LoginSmsVariables) => sendLoginSms(client, variables),
    retry: false,
  });
}

// ── Captcha ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** docs/protocol.md "Captcha: `value` is a bare base64 PNG". */
export const captchaEndpoint: Endpoint<string> = {
  id: 'session.captcha',
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  needsToken: false,
  value: z.string().check(z.regex(/^[A-Za-z0-9+/=\s]+$/)),
};

export interface Captcha {
  /** A `data:image/png;base64,…` URL for the <img>. */
  readonly imageSrc: string;
}

export async function getCaptcha(client: ApiClient, signal?: AbortSignal): Promise<Captcha> {
  const base64 = (await client.call(captchaEndpoint, { signal })).replace(/\s+/g, '');
  return { imageSrc: `data:image/png;base64,${base64}` };
}

/**
 * Each fetch is a new captcha (the previous one is spent): never cached, never refetched behind the user's back.
 * Refresh with `refetch()` (throttled by the app, §4 "at most once per second").
 */
export function captchaQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.session.captcha(),
    queryFn: ({ signal }) => getCaptcha(client, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

// ── First-login action ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * §4 "if firstTimeLogin, a first-login action runs". The action is not shown anywhere: assumed here as
 * POST /wps/member/firstLogin (token, no body), which clears the account's first-login flag.
 */
export const firstLoginEndpoint: Endpoint<unknown> = {
  id: 'session.firstLogin',
  method: 'POST',
  path: '/wps/member/firstLogin',
  moduleId: 'COMM3',
  needsToken: true,
  value: anyValue,
};

export async function completeFirstLogin(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await client.call(firstLoginEndpoint, { body: {}, signal });
}

export function firstLoginMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'firstLogin'],
    mutationFn: () => completeFirstLogin(client),
    retry: false,
  });
}
