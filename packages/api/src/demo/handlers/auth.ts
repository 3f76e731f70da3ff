import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_PASSWORD_RULE,
  checkFieldValue,
  fieldRulesFromWire,
  hasErrors,
  isBlank,
  validateMobileNumber,
  validateRegistration,
  type FieldRules,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationMethod,
} from '@atrium/domain';
import { ok } from '../envelope';
import { isResponse, readEncrypted, readJson, requireAccount } from '../http';
import { captchaPngBase64 } from '../seed/captchaPng';
import { seededRandom, randomAlphanumeric } from '../seed/random';
import { DEMO_REGISTER_RULES, normalizeDialingCode, regionOfDialingCode } from '../seed/registerRules';
import type { DemoAccount } from '../state/accounts';
import { DEMO_SMS_EXPIRED_MINUTES, authState, mobileKeyOf, type CodeCheck } from '../state/auth';
import type { DemoPlatform } from '../state/platform';

/**
 * Sign-in and registration on the demo platform (spec §4, §7, §8, §9; docs/protocol.md): login with captcha, lockout
 * and the two-factor step, free play, logout, SMS codes, captcha images, registration, password change and reset,
 * plus the demo-only inboxes `/__demo/sms` and `/__demo/captcha`. Refusals use only the client's known codes.
 */

/** A refusal that carries a value (docs/protocol.md: a login failure's `value.captcha`). */
function refuseWith(status: number, errorCode: string, message: string, value: unknown = null) {
  return HttpResponse.json({ success: false, value, errorCode, message }, { status });
}

const text = (raw: unknown): string => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '');

const CODE_REFUSALS: Readonly<Record<Exclude<CodeCheck, 'ok'>, readonly [string, string]>> = {
  missing: ['verification.code.missing', 'Verification code missing'],
  invalid: ['verification.code.invalid', 'Verification code not valid'],
  expired: ['verification.code.expired', 'Verification code expired, send again'],
};

function refuseCode(check: Exclude<CodeCheck, 'ok'>, value: unknown = null) {
  const [code, message] = CODE_REFUSALS[check];
  return refuseWith(400, code, message, value);
}

function loginValue(platform: DemoPlatform, account: DemoAccount) {
  return {
    token: platform.sessions.issue(account.id),
    id: account.id,
    userName: account.username,
    customerType: account.type,
    firstTimeLogin: account.firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
}

function rules(): FieldRules {
  return fieldRulesFromWire(DEMO_REGISTER_RULES);
}

function accountByMobile(platform: DemoPlatform, dialing: string, number: string): DemoAccount | null {
  const code = normalizeDialingCode(dialing);
  return (
    platform.accounts.find(
      (a) =>
        a.mobile !== null &&
        a.mobile.number === number.trim() &&
        (code === '' || normalizeDialingCode(a.mobile.countryDialingCode) === code),
    ) ?? null
  );
}

/** '63' + '9171234567' → '63917****567': enough for the user to recognise the number, not more. */
function maskMobile(dialing: string, number: string): string {
  return `${normalizeDialingCode(dialing)}${number.slice(0, 3)}****${number.slice(-3)}`;
}

function isValidMobile(dialing: string, number: string): boolean {
  return validateMobileNumber(number, { rule: rules().mobileNum, region: regionOfDialingCode(dialing) }) === null;
}

const TOO_MANY = () => refuseWith(429, 'TOO_MANY_REQUESTS', 'Too many requests, try again after 5 minutes');

// ── Login ────────────────────────────────────────────────────────────────────────────────────────────────────────

function loginByUsername(platform: DemoPlatform, body: Record<string, unknown>) {
  const auth = authState(platform);
  const username = text(body['username']).trim();
  if (auth.isLockedOut(username)) return TOO_MANY();

  const failed = (code: string, message: string, extra: Record<string, unknown> = {}) => {
    if (auth.recordFailure(username)) return TOO_MANY();
    return refuseWith(400, code, message, { captcha: auth.isCaptchaDemanded(username), ...extra });
  };

  if (auth.isCaptchaDemanded(username)) {
    const check = auth.checkCaptcha(body['captcha']);
    if (check === 'missing') return refuseWith(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
    if (check !== 'ok') return failed('captcha.invalid', 'Invalid captcha', { captcha: true });
  }

  const account = platform.accountByUsername(username);
  if (!account || account.password !== text(body['password'])) {
    return failed('login.failed', 'Incorrect username or password');
  }

  if (account.twoFactor) {
    const answer = text(body['verificationCode']).trim();
    if (answer === '') {
      // The "unregistered IP" step: the answer goes to the account's phone (readable at /__demo/sms).
      const mobile = account.mobile;
      if (account.twoFactor.method === 'sms' && mobile) {
        auth.deliverSms(mobileKeyOf(mobile.countryDialingCode, mobile.number), account.twoFactor.answer);
      }
      return refuseWith(400, 'login_verify_required', 'Please complete verification first', {
        captcha: auth.isCaptchaDemanded(username),
        method: account.twoFactor.method,
        ...(mobile ? { mobile: maskMobile(mobile.countryDialingCode, mobile.number) } : {}),
      });
    }
    if (answer !== account.twoFactor.answer) {
      return failed('verification.code.invalid', 'Verification code not valid', { method: account.twoFactor.method });
    }
  }

  auth.recordSuccess(username);
  return ok(loginValue(platform, account));
}

function loginBySms(platform: DemoPlatform, body: Record<string, unknown>) {
  const auth = authState(platform);
  const number = text(body['username']).trim();
  const dialing = text(body['countryDialingCode']);
  const name = `sms:${normalizeDialingCode(dialing)}${number}`;
  if (auth.isLockedOut(name)) return TOO_MANY();
  const check = auth.checkSms(mobileKeyOf(dialing, number), body['password']);
  if (check !== 'ok') {
    if (check !== 'missing' && auth.recordFailure(name)) return TOO_MANY();
    return refuseCode(check, { captcha: false });
  }
  const account = accountByMobile(platform, dialing, number);
  if (!account) return refuseWith(400, 'login.failed', 'No account with this mobile number', { captcha: false });
  auth.recordSuccess(name);
  return ok(loginValue(platform, account));
}

// ── Registration ─────────────────────────────────────────────────────────────────────────────────────────────────

const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

function register(platform: DemoPlatform, body: Record<string, unknown>, method: RegistrationMethod) {
  const switches = platform.switches.map();
  if (!switches['DIRECTREG3'] || (method === 'mobile' && !switches['MOBILENUMREG3'])) {
    return refuseWith(400, 'operation.not.allowed', 'Registration is not enabled');
  }
  const input: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) {
    const value = text(body[field]);
    if (value !== '') input[field] = value;
  }
  if (input['confirmPassword'] === undefined && text(body['verifyPwd']) !== '') {
    input['confirmPassword'] = text(body['verifyPwd']);
  }
  const registration: RegistrationInput = input;
  const dialing = text(body['countryDialingCode']);
  const mobileNum = input['mobileNum'] ?? '';
  const isSmsVerificationOn = switches['REGMOBVERF3'] === true && (method === 'mobile' || !isBlank(mobileNum));
  const fieldRules = rules();
  const errors = validateRegistration(registration, {
    method,
    rules: fieldRules,
    isSmsVerificationOn,
    region: regionOfDialingCode(dialing),
  });
  if (hasErrors(errors)) {
    if (errors.mobileNum) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
    if (errors.confirmPassword?.code === 'confirm.mismatch') {
      return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
    }
    if (errors.verificationCode) return refuseCode('missing');
    const field = Object.keys(errors)[0] ?? 'form';
    return refuseWith(400, 'field.format', `Format incorrect: ${field}`);
  }
  const username = input['username'] ?? '';
  if (platform.accountByUsername(username)) return refuseWith(400, 'username.exists', 'Username already exists');
  if (mobileNum !== '' && accountByMobile(platform, dialing, mobileNum)) {
    return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
  }
  const affiliateCode = input['affiliateCode'];
  const upline = affiliateCode ? agentByAffiliate(platform, affiliateCode) : null;
  if (affiliateCode && !upline) return refuseWith(400, 'affiliate.invalid', 'Invalid invitation code');
  const auth = authState(platform);
  if (fieldRules.captcha?.enabled) {
    const check = auth.checkCaptcha(input['captcha']);
    if (check !== 'ok') {
      return refuseWith(400, check === 'missing' ? 'captcha.required' : 'captcha.invalid', 'Invalid captcha');
    }
  }
  if (isSmsVerificationOn) {
    const check = auth.checkSms(mobileKeyOf(dialing, mobileNum), input['verificationCode']);
    if (check !== 'ok') return refuseCode(check);
  }
  const account = newAccount(platform, {
    username,
    password: input['password'] ?? '',
    type: 0,
    email: input['email'] ?? null,
    mobile: mobileNum !== '' ? { countryDialingCode: normalizeDialingCode(dialing), number: mobileNum } : null,
    balanceCents: 0,
    parentId: upline?.id ?? null,
    firstTimeLogin: true,
  });
  return ok(loginValue(platform, account));
}

function agentByAffiliate(platform: DemoPlatform, code: string): DemoAccount | null {
  return platform.accounts.find((a) => a.affiliateCode?.toLowerCase() === code.trim().toLowerCase()) ?? null;
}

type NewAccount = Pick<
  DemoAccount,
  'username' | 'password' | 'type' | 'email' | 'mobile' | 'balanceCents' | 'parentId' | 'firstTimeLogin'
>;

function newAccount(platform: DemoPlatform, fields: NewAccount): DemoAccount {
  const prefix = fields.type === 4 ? 't' : 'm';
  const id = `${prefix}-${9001 + platform.accounts.length}`;
  const account: DemoAccount = {
    id,
    nickname: fields.username,
    currency: 'USD',
    currencySymbol: '$',
    passwordExpired: false,
    twoFactor: null,
    vipLevel: 0,
    clubLabel: 'Bronze',
    regDate: platform.now(),
    affiliateCode: null,
    ...fields,
  };
  platform.accounts.push(account);
  return account;
}

// ── Handlers ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** The free-play balance of a new trial account: 2,000.00. */
export const DEMO_TRIAL_BALANCE_CENTS = 200_000;

export function authHandlers(platform: DemoPlatform): HttpHandler[] {
  const auth = () => authState(platform);
  const captchaRandom = () => platform.area('auth.captchaNoise', () => seededRandom(platform.seed ^ 0xca97));

  return [
    http.post('*/wps/session/login', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      return text(body['type']) === 'sms' ? loginBySms(platform, body) : loginByUsername(platform, body);
    }),

    http.post('*/wps/session/login/freeplay', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (!platform.switches.map()['COMM3']) return refuseWith(400, 'function.not.available', 'Free play is off');
      const random = platform.area('auth.trialNames', () => seededRandom(platform.seed ^ 0x7e1a));
      const account = newAccount(platform, {
        username: `trial${randomAlphanumeric(random, 6).toLowerCase()}`,
        password: randomAlphanumeric(random, 16),
        type: 4,
        email: null,
        mobile: null,
        balanceCents: DEMO_TRIAL_BALANCE_CENTS,
        parentId: null,
        firstTimeLogin: false,
      });
      return ok(loginValue(platform, account));
    }),

    http.delete('*/wps/session/logout', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const token = request.headers.get('authorization');
      if (token) platform.sessions.revoke(token);
      return ok(null);
    }),

    http.post('*/wps/member/firstLogin', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (account.firstTimeLogin) account.firstLoginToken = request.headers.get('authorization');
      account.firstTimeLogin = false;
      return ok(null);
    }),

    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      const sent = auth().sendSms(mobileKeyOf(dialing, number));
      if ('retryAfterMs' in sent) return TOO_MANY();
      return ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });
    }),

    http.post('*/wps/verification/sms/register', async ({ request }) => {
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNo']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      const sent = auth().sendSms(mobileKeyOf(dialing, number));
      if ('retryAfterMs' in sent) return TOO_MANY();
      return ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });
    }),

    http.get('*/wps/captcha', () => ok(captchaPngBase64(auth().issueCaptcha(), captchaRandom()))),

    http.get('*/wps/system/setting/register', () => ok(DEMO_REGISTER_RULES)),

    http.get('*/wps/agent/affiliate', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      return agentByAffiliate(platform, code)
        ? ok(true)
        : refuseWith(400, 'affiliate.invalid', 'Invalid invitation code');
    }),

    http.put('*/wps/member/register', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      return isResponse(body) ? body : register(platform, body, 'username');
    }),

    http.put('*/wps/member/register/mobile', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      return isResponse(body) ? body : register(platform, body, 'mobile');
    }),

    http.post('*/wps/member/password', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (text(body['oldPassword']) !== account.password) {
        return refuseWith(400, 'password.incorrect', 'Old password incorrect');
      }
      const next = text(body['newPassword']);
      if (next === '' || checkFieldValue(rules().password ?? DEFAULT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Password format incorrect');
      }
      if (text(body['confirmNewPassword']) !== next) {
        return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
      }
      account.password = next;
      account.passwordExpired = false;
      return ok(null);
    }),

    http.post('*/wps/member/password/email', async ({ request }) => {
      let body: Record<string, unknown>;
      if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
      } else {
        const json = await readJson(request);
        if (isResponse(json)) return json;
        body = json;
      }
      const account = platform.accountByUsername(text(body['username']));
      const email = text(body['email']).trim().toLowerCase();
      if (!account || email === '' || account.email?.toLowerCase() !== email) {
        return refuseWith(400, 'USER_NOT_EXIST', 'Username/Email does not exist');
      }
      return ok(null);
    }),

    http.post('*/wps/member/password/verification', async ({ request }) => {
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      const next = text(body['newPassword']);
      if (next === '' || checkFieldValue(rules().password ?? DEFAULT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Password format incorrect');
      }
      const check = auth().checkSms(mobileKeyOf(dialing, number), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      const account = accountByMobile(platform, dialing, number);
      if (!account) return refuseWith(400, 'USER_NOT_EXIST', 'Username/Email does not exist');
      account.password = next;
      account.passwordExpired = false;
      auth().recordSuccess(account.username);
      return ok(loginValue(platform, account));
    }),

    // Demo-only inboxes (the Node server forwards /__demo/* here): what a phone and a person would see.
    http.get('*/__demo/sms', ({ request }) => {
      const mobile = normalizeDialingCode(new URL(request.url).searchParams.get('mobile') ?? '');
      const sms = auth().latestSms(mobile);
      return sms
        ? HttpResponse.json({ code: sms.code, expiresAt: sms.expiresAt })
        : HttpResponse.json({ code: null, expiresAt: null }, { status: 404 });
    }),

    http.get('*/__demo/captcha', () => HttpResponse.json({ text: auth().currentCaptcha() })),
  ];
}
