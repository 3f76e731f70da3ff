import * as z from 'zod/mini';
import type { ApiClient, Endpoint } from '../client';
import { type Captcha, toLoginInfo, toSmsSent, type TwoFactorAnswer } from './mapping';
import { anyValue, loginInfoSchema, smsSentSchema } from './schemas';
import { caller, endpointsOf } from '../endpoints';

const area = endpointsOf('session', { moduleId: 'COMM3', needsToken: false });

// ── Login ────────────────────────────────────────────────────────────────────────────────────────────────────────

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

export const loginEndpoint = area.post('login', '/wps/session/login', loginInfoSchema, { encrypted: true });

export interface LoginVariables {
  readonly request: LoginRequest;
  /** The client's device UUID (docs/protocol.md `loginDeviceId`), kept by the app. */
  readonly deviceId: string;
}

export const login = caller(
  loginEndpoint,
  (variables: LoginVariables) => ({ body: loginBody(variables.request, variables.deviceId) }),
  toLoginInfo,
);

// ── Free play ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /wps/session/login/freeplay (spec §7: "os, platform W, encrypted value, gateway version 3"). The gateway
 * version is the client's header; the body travels encrypted. Assumed: the value is the login value (type 4).
 */
export const freePlayEndpoint = area.post('freePlay', '/wps/session/login/freeplay', loginInfoSchema, {
  encrypted: true,
});

export interface FreePlayVariables {
  readonly deviceId: string;
  /** The visitor's operating system as the app detects it, e.g. 'Windows', 'Android'. */
  readonly os: string;
}

export const loginFreePlay = caller(
  freePlayEndpoint,
  (variables: FreePlayVariables) => ({ body: { os: variables.os, platform: 'W', loginDeviceId: variables.deviceId } }),
  toLoginInfo,
);

// ── Social sign-in ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Designed (spec §7 names no social call): the platform exchanges the provider's one-time `code` for its login
 * value, registering and binding an account on the identity's first sign-in. The binding is irreversible (§6).
 */
export const socialLoginEndpoint = area.post('socialLogin', '/wps/session/login/social', loginInfoSchema, {
  encrypted: true,
});

export interface SocialLoginVariables {
  readonly provider: 'facebook' | 'google';
  /** The provider's one-time answer to the confirmed consent. */
  readonly code: string;
  readonly deviceId: string;
}

export const loginSocial = caller(
  socialLoginEndpoint,
  (variables: SocialLoginVariables) => ({
    body: { provider: variables.provider, code: variables.code, loginDeviceId: variables.deviceId },
  }),
  toLoginInfo,
);

/**
 * The demo provider's part of a social sign-in (the demo platform only; a real provider answers in its own window):
 * the player confirmed the consent step, the answer is the one-time code `loginSocial` exchanges. The demo provider
 * knows one identity per browser, named by its device id.
 */
export const demoSocialConsentEndpoint: Endpoint<{ readonly code: string }> = {
  id: 'demo.socialConsent',
  method: 'POST',
  path: '/__demo/social/consent',
  needsToken: false,
  value: z.object({ code: z.string().check(z.minLength(1)) }),
};

export const requestDemoSocialConsent = caller(
  demoSocialConsentEndpoint,
  (variables: { readonly provider: SocialLoginVariables['provider']; readonly deviceId: string }) => ({
    body: { provider: variables.provider, deviceId: variables.deviceId },
  }),
  (wire) => wire.code,
);

// ── Logout ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const logoutEndpoint = area.delete('logout', '/wps/session/logout', anyValue, { needsToken: true });

export async function logout(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await client.call(logoutEndpoint, { signal });
}

// ── SMS without login (login by SMS, forgot password by mobile) ──────────────────────────────────────────────────

/** Assumed: POST with a JSON body (the spec gives no method). */
export const loginSmsEndpoint = area.post('loginSms', '/wps/verification/sms/noLogin', smsSentSchema, {
  moduleId: 'VERIFICATION3',
});

export interface LoginSmsVariables {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
}

export const sendLoginSms = caller(
  loginSmsEndpoint,
  (variables: LoginSmsVariables) => ({
    body: { mobileNum: variables.mobileNum, countryDialingCode: variables.countryDialingCode },
  }),
  toSmsSent,
);

// ── Captcha ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** docs/protocol.md "Captcha: `value` is a bare base64 PNG". */
export const captchaEndpoint = area.get('captcha', '/wps/captcha', z.string().check(z.regex(/^[A-Za-z0-9+/=\s]+$/)), {
  moduleId: 'CAPTCHA3',
});

export async function getCaptcha(client: ApiClient, signal?: AbortSignal): Promise<Captcha> {
  const base64 = (await client.call(captchaEndpoint, { signal })).replace(/\s+/g, '');
  return { imageSrc: `data:image/png;base64,${base64}` };
}

// ── First-login action ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * §4 "if firstTimeLogin, a first-login action runs". The action is not shown anywhere: assumed here as
 * POST /wps/member/firstLogin (token, no body), which clears the account's first-login flag.
 */
export const firstLoginEndpoint = area.post('firstLogin', '/wps/member/firstLogin', anyValue, { needsToken: true });

export async function completeFirstLogin(client: ApiClient, signal?: AbortSignal): Promise<void> {
  await client.call(firstLoginEndpoint, { body: {}, signal });
}
