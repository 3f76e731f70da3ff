import { captchaRequested } from '@atrium/domain/dialogs';
import { smsCountdownTotalSeconds } from '@atrium/domain/format';
import type { LoginSuccess } from '@atrium/domain/session';
import { isApiError } from '../errors';
import type { LoginInfoWire, SmsSentWire } from './schemas';

// ── Shared wire pieces ───────────────────────────────────────────────────────────────────────────────────────────

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

// ── Login ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Spec §3 Login dialogs "extra two-factor step for an unregistered IP (phone number, verification code, bound
 * email, bank account name, or authenticator code)". */
export type TwoFactorMethod = 'sms' | 'phone' | 'email' | 'bankName' | 'authenticator';

export interface TwoFactorAnswer {
  readonly method: TwoFactorMethod;
  readonly answer: string;
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

// ── SMS without login (login by SMS, forgot password by mobile) ──────────────────────────────────────────────────

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

// ── Captcha ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface Captcha {
  /** A `data:image/png;base64,…` URL for the <img>. */
  readonly imageSrc: string;
}
