/**
 * Typed errors of the platform client. Every failure of a call becomes one `ApiError` whose `kind` says what
 * went wrong and whose `messageKey` names an entry of the `errors` i18n namespace (spec §8 Error catalogue).
 * The client never shows anything itself: the app decides what the user sees.
 */

export type ApiErrorKind =
  /** The request never got an answer: offline, DNS, refused connection. §8 "Network link is abnormal". */
  | 'network'
  /** No answer within the call's time limit. §8 "The page took longer time to load". */
  | 'timeout'
  /** The caller cancelled (navigation, unmount). Never shown to the user. */
  | 'aborted'
  /** 401, or a session error code: the token is missing, expired, or used elsewhere. §8 "You are not logged in". */
  | 'session-expired'
  /** The platform answered `success: false` (or a 4xx/5xx with an envelope): a business refusal with a code. */
  | 'rejected'
  /** A 4xx/5xx without a usable envelope. */
  | 'http'
  /** The answer did not match the contract: not JSON, no envelope, or a required field missing or mistyped. */
  | 'malformed';

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly messageKey: string;
  readonly status?: number | undefined;
  readonly code?: string | undefined;
  readonly serverMessage?: string | undefined;
  /** For `malformed`: the dotted path of the first offending field, e.g. `value.location.ip`. */
  readonly field?: string | undefined;
  /** For `rejected`: the envelope's `value`, unparsed (e.g. `{captcha: true}` after a failed login, docs/protocol.md). */
  readonly value?: unknown;
  readonly cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly messageKey: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;
  /** For `rejected`: the envelope's `value` as the platform sent it; read it only through a schema. */
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(
      `${init.endpoint}: ${init.kind}${init.code ? ` (${init.code})` : ''}${init.field ? ` at ${init.field}` : ''}`,
      { cause: init.cause },
    );
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.messageKey = init.messageKey;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.field = init.field;
    this.value = init.value;
  }

  /** Whether repeating the same request could succeed; money-moving calls never repeat on their own regardless. */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.status ?? 0) >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Server codes that mean the session is gone (docs/protocol.md). */
const SESSION_CODES = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'token_ip_different',
  'session.password.changed',
]);

/** The i18n key to show for any failure: an API error's own message key, anything else the generic one. */
export function errorKeyOf(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'errors:unknown';
}

export function isSessionErrorCode(code: string | undefined | null): boolean {
  return code != null && SESSION_CODES.has(code);
}

/**
 * Server error code → i18n key in the `errors` namespace (§8). Unknown codes fall back to the kind's key, and a
 * server message, when present, is kept on the error so the app may show it (sanitized as text).
 */
const CODE_KEYS: Readonly<Record<string, string>> = {
  // Session (§8 "You are not logged in, please login")
  'login.not.session': 'errors:session.notLoggedIn',
  'user.or.token.invalid': 'errors:session.notLoggedIn',
  token_ip_different: 'errors:session.notLoggedIn',
  // Designed: the platform ended the session because the account's password changed (another session, a reset).
  'session.password.changed': 'errors:session.passwordChanged',
  // Sign-in
  'login.failed': 'errors:login.failed',
  USER_NOT_EXIST: 'errors:userNotFound',
  us_forbidden_login_error: 'errors:accessRestricted',
  login_verify_required: 'errors:verification.required',
  'login.non.member': 'errors:login.nonMember',
  'login.non.agent': 'errors:login.nonAgent',
  'login.popup.closed': 'errors:login.popupClosed',
  bind_customer_required: 'errors:verification.required',
  // Captcha and verification codes (§8)
  'captcha.required': 'errors:captcha.required',
  'captcha.invalid': 'errors:captcha.invalid',
  'verification.code.invalid': 'errors:verification.invalid',
  'verification.code.missing': 'errors:verification.missing',
  'verification.code.expired': 'errors:verification.expired',
  'verification.required': 'errors:verification.required',
  // Rate limiting (§8, §9 5-minute lockout)
  TOO_MANY_REQUESTS: 'errors:rateLimited',
  // Forms (§8 field messages)
  'phone.invalid': 'errors:phone.invalid',
  'field.format': 'errors:field.format',
  'username.exists': 'errors:field.usernameTaken',
  'mobile.exists': 'errors:field.mobileTaken',
  'email.exists': 'errors:field.emailTaken',
  'password.mismatch': 'errors:field.passwordMismatch',
  'password.incorrect': 'errors:field.passwordIncorrect',
  // Designed: a birthday in the future or under the platform's minimum age (§5/§9 the birthday check).
  'birthday.invalid': 'errors:field.birthdayRefused',
  // Designed: the payment password a transfer to the upline carries (password check relay).
  'payment.password.incorrect': 'errors:field.paymentPasswordIncorrect',
  'payment.password.not.set': 'errors:paymentPasswordNotSet',
  'affiliate.invalid': 'errors:invitationInvalid',
  // Money and features (§8)
  'quota.not.sufficient': 'errors:quotaInsufficient',
  'balance.not.sufficient': 'errors:balanceInsufficient',
  // Designed: a deposit amount outside the chosen channel's minimum and maximum.
  'amount.out.of.range': 'errors:amountOutOfRange',
  // Designed: a receipt answer after the server's minutes (counted as received) or for a withdrawal not awaiting one.
  'withdrawal.auto.confirmed': 'errors:withdrawalAnswerClosed',
  'withdrawal.not.awaiting': 'errors:withdrawalAnswerClosed',
  'function.not.available': 'errors:functionNotEnabled',
  'operation.not.allowed': 'errors:functionNotEnabled',
  // Designed: an add account beyond the agent's rights (an agent without the right, a rebate above its own).
  'agent.create.not.allowed': 'errors:agentCreateNotAllowed',
  'rebate.above.own': 'errors:rebateAboveOwn',
  'domain.invalid': 'errors:invalidDomain',
  'access.restricted': 'errors:accessRestricted',
  'system.maintenance': 'errors:maintenance',
  // Games (§8 "Game under maintenance"; docs/protocol.md #727, #734)
  'game.maintenance': 'errors:game.maintenance',
  '#727': 'errors:game.busy',
  '#734': 'errors:game.roundOpen',
  // Designed: safer play's refusals (docs/protocol.md "Safer play (assumed)"); the value names the figures.
  'saferPlay.depositLimit': 'errors:saferPlay.depositLimit',
  'saferPlay.excluded': 'errors:saferPlay.excluded',
  'saferPlay.lossLimit': 'errors:saferPlay.lossLimit',
  'saferPlay.sessionLimit': 'errors:saferPlay.sessionLimit',
  // Protocol refusals
  request_param_err: 'errors:unknown',
  request_body_required: 'errors:unknown',
  rsa_key_mismatch: 'errors:unknown',
  request_decrypt_failed: 'errors:unknown',
};

/** Every server code the client knows (the demo platform uses only these). */
export const KNOWN_ERROR_CODES: readonly string[] = Object.keys(CODE_KEYS);

const KIND_KEYS: Readonly<Record<ApiErrorKind, string>> = {
  network: 'errors:network',
  timeout: 'errors:timeout',
  aborted: 'errors:unknown',
  'session-expired': 'errors:session.notLoggedIn',
  rejected: 'errors:unknown',
  http: 'errors:unknown',
  malformed: 'errors:malformed',
};

/** A 5xx is the platform being unwell, whatever code it carries: say so rather than a business message. */
export function messageKeyFor(kind: ApiErrorKind, code?: string | null, status?: number): string {
  if (kind !== 'session-expired' && (status ?? 0) >= 500) return 'errors:server';
  return (code != null ? CODE_KEYS[code] : undefined) ?? KIND_KEYS[kind];
}

/** The error for an answer the client cannot use (`field`: the dotted path of what is wrong, when one is). */
export function malformedAnswer(endpoint: string, field?: string): ApiError {
  return new ApiError({ kind: 'malformed', endpoint, messageKey: messageKeyFor('malformed'), field });
}

/**
 * The retry policy of every query: one more try after a transient failure (network, timeout, 5xx), none after a
 * refusal or a malformed answer. Mutations never retry on their own (money-moving calls must not repeat).
 */
export function retryTransientOnce(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isTransient && failureCount < 1;
}
