import { http, type HttpHandler, HttpResponse } from 'msw';
import {
  BANK_ACCOUNT_NAME_RULE,
  DEFAULT_PAYMENT_PASSWORD_RULE,
  isProfileFieldName,
  type ProfileFieldName,
} from '@atrium/domain/account';
import { AVATAR_UPLOAD_LIMITS, sniffImageType } from '@atrium/domain/uploads';
import { checkFieldValue, DEFAULT_EMAIL_RULE, fieldRuleFromWire, type WireFieldRule } from '@atrium/domain/validation';
import { ok } from '../envelope';
import { isResponse, readEncrypted, readJson, requireAccount } from '../http';
import { authState, DEMO_SMS_EXPIRED_MINUTES, mobileKeyOf } from '../state/auth';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { DEMO_SOCIAL_PROVIDERS, socialState, type DemoSocialProvider } from '../state/social';
import { DEMO_REGISTER_RULES } from '../seed/registerRules';
import { accountByMobile, isValidMobile, refuseCode, refuseWith, text, TOO_MANY } from './auth/shared';
import { seededRandom } from '../seed/random';

/**
 * My account on the demo platform (spec §2 securityCenter; every shape designed, packages/api README): the profile
 * fields it enables, VIP progress, the payment password, bindings with verification codes, social binding and the
 * avatar. Like a strict server it checks every value with the same rules the app shows, and refuses with the
 * client's known codes. Demo-only: `GET /__demo/account/email-code?email=` (the email inbox) and
 * `GET /__demo/account/avatar/<id>` (an uploaded avatar's bytes).
 */

type Rule = Required<WireFieldRule> & { readonly editable: 'always' | 'untilSet' };

const rule = (patternId: number, over: Partial<Rule> = {}): Rule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength: null,
  maxLength: null,
  type: 'text',
  editable: 'always',
  ...over,
});

/**
 * The profile the demo enables, in order. The contact fields of registration (line, whatsapp, …) follow the register
 * rules' `enabled` switch; §3's other fields have their own. The birthday and ID number are locked once set.
 */
const PROFILE_RULES: ReadonlyArray<readonly [ProfileFieldName, Rule]> = [
  ['nickname', rule(0, { required: true, minLength: 2, maxLength: 16 })],
  ['birthday', rule(11, { acceptedPattern: null, editable: 'untilSet', type: 'date' })],
  ['nationality', rule(8, { acceptedPattern: null, maxLength: 40 })],
  ['address', rule(0, { maxLength: 120 })],
  ['occupation', rule(0, { maxLength: 60 })],
  ['sourceOfIncome', rule(0, { maxLength: 60 })],
  ['idNumber', rule(4, { acceptedPattern: null, enabled: false, editable: 'untilSet' })],
  ['telegram', rule(9, { acceptedPattern: null, minLength: 5, maxLength: 32 })],
  ['zalo', rule(6, { acceptedPattern: null, enabled: false })],
  ...(['line', 'whatsapp', 'facebook', 'wechat', 'qqNum'] as const).map(
    (name) => [name, { ...DEMO_REGISTER_RULES[name], editable: 'always' as const }] as const,
  ),
];

/** How many built-in avatars there are (the app bundles the pictures). */
export const DEMO_AVATAR_COUNT = 12;

interface DemoAvatar {
  iconIndex: number | null;
  upload: { readonly contentType: string; readonly bytes: Uint8Array; readonly version: number } | null;
}

export interface DemoAccountAreaState {
  readonly profiles: Map<string, Partial<Record<ProfileFieldName, string>>>;
  readonly bankAccountNames: Map<string, string>;
  readonly avatars: Map<string, DemoAvatar>;
  uploads: number;
}

export function demoAccountState(platform: DemoPlatform): DemoAccountAreaState {
  return platform.area<DemoAccountAreaState>('account', () => ({
    profiles: new Map(),
    bankAccountNames: new Map(),
    avatars: new Map(),
    uploads: 0,
  }));
}

/** The avatar the member chose or uploaded, or null (member info then draws a preset per account). */
export function demoAvatarOf(platform: DemoPlatform, accountId: string) {
  const avatar = demoAccountState(platform).avatars.get(accountId);
  if (avatar?.upload) {
    return { iconIndex: null, iconUrl: `/__demo/account/avatar/${accountId}?v=${avatar.upload.version}` };
  }
  return avatar?.iconIndex ? { iconIndex: avatar.iconIndex, iconUrl: null } : null;
}

/** Masked as member info masks it: the first three and last three digits, stars between. */
function maskMobile(number: string): string {
  if (number.length <= 6) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}

/** A stable draw per account, so its VIP progress does not depend on the order of calls. */
function accountDraw(platform: DemoPlatform, accountId: string): () => number {
  let hash = 0x719;
  for (const char of accountId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return seededRandom((platform.seed ^ hash) >>> 0);
}

function profileValues(platform: DemoPlatform, account: DemoAccount): Partial<Record<ProfileFieldName, string>> {
  const state = demoAccountState(platform);
  let values = state.profiles.get(account.id);
  if (!values) {
    values = {};
    state.profiles.set(account.id, values);
  }
  values.nickname = account.nickname;
  return values;
}

function profileOf(platform: DemoPlatform, account: DemoAccount) {
  const values = profileValues(platform, account);
  return {
    fields: PROFILE_RULES.map(([name, { editable, ...wire }]) => {
      const value = values[name] ?? null;
      return { name, value, ...wire, editable: editable === 'always' || value === null };
    }),
  };
}

/** `me***@demo.test`: enough to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** `L*** S***`: the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word][0] ?? ''}***`)
    .join(' ');
}

function boundProviders(platform: DemoPlatform, account: DemoAccount): Set<DemoSocialProvider> {
  return new Set(DEMO_SOCIAL_PROVIDERS.filter((p) => socialState(platform).isBound(p, account.id)));
}

function securityOf(platform: DemoPlatform, account: DemoAccount) {
  const bankName = demoAccountState(platform).bankAccountNames.get(account.id);
  const bound = boundProviders(platform, account);
  return {
    paymentPasswordSet: account.paymentPassword !== null,
    mobile: account.mobile ? maskMobile(account.mobile.number) : null,
    countryDialingCode: account.mobile?.countryDialingCode ?? null,
    email: account.email ? maskEmail(account.email) : null,
    bankAccountName: bankName ? maskName(bankName) : null,
    social: DEMO_SOCIAL_PROVIDERS.map((provider) => ({ provider, bound: bound.has(provider) })),
  };
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const NOT_ALLOWED = () => refuseWith(400, 'operation.not.allowed', 'Operation not allowed');
const sent = () => ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });

function decodeBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
}

export function accountHandlers(platform: DemoPlatform): HttpHandler[] {
  const auth = () => authState(platform);
  const state = () => demoAccountState(platform);

  return [
    http.get('*/wps/member/security', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(securityOf(platform, account));
    }),

    http.get('*/wps/member/profile', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(profileOf(platform, account));
    }),

    http.put('*/wps/member/profile', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const current = profileOf(platform, account).fields;
      const updates: Partial<Record<ProfileFieldName, string>> = {};
      for (const [name, raw] of Object.entries(body)) {
        const field = current.find((f) => f.name === name);
        if (!isProfileFieldName(name) || !field || !field.enabled || !field.editable) return NOT_ALLOWED();
        const value = text(raw).trim();
        if (value === '') {
          if (field.required) return refuseWith(400, 'field.format', `${name} is required`);
        } else if (checkFieldValue(fieldRuleFromWire(field), value) !== null) {
          return refuseWith(400, 'field.format', `${name} format incorrect`);
        }
        updates[name] = value;
      }
      const values = profileValues(platform, account);
      for (const [name, value] of Object.entries(updates) as [ProfileFieldName, string][]) {
        if (name === 'nickname') account.nickname = value;
        if (value === '') delete values[name];
        else values[name] = value;
      }
      return ok(profileOf(platform, account));
    }),

    http.get('*/wps/relay/MCSFE_getPlayerRankProgress', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const top = 10;
      const level = account.vipLevel;
      if (level >= top) return ok({ currentLevel: level, currentLabel: `VIP ${level}`, nextLevel: null });
      const random = accountDraw(platform, account.id);
      const depositRequired = (level + 1) * 5_000;
      const betRequired = (level + 1) * 25_000;
      return ok({
        currentLevel: level,
        currentLabel: `VIP ${level}`,
        nextLevel: level + 1,
        nextLabel: `VIP ${level + 1}`,
        requirements: [
          { type: 'DEPOSIT', current: Math.round(random() * depositRequired * 100) / 100, required: depositRequired },
          { type: 'BET', current: Math.round(random() * betRequired * 100) / 100, required: betRequired },
        ],
      });
    }),

    http.post('*/wps/member/paymentPassword', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (account.paymentPassword !== null && text(body['oldPaymentPassword']) !== account.paymentPassword) {
        return refuseWith(400, 'password.incorrect', 'Current payment password incorrect');
      }
      const next = text(body['newPaymentPassword']);
      if (next === '' || checkFieldValue(DEFAULT_PAYMENT_PASSWORD_RULE, next) !== null) {
        return refuseWith(400, 'field.format', 'Payment password format incorrect');
      }
      if (text(body['confirmPaymentPassword']) !== next) {
        return refuseWith(400, 'password.mismatch', 'Confirmation password not correct');
      }
      account.paymentPassword = next;
      return ok(null);
    }),

    // ── Codes ──
    http.post('*/wps/verification/sms/bind', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      if (account.mobile) return NOT_ALLOWED();
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      return 'retryAfterMs' in auth().sendSms(mobileKeyOf(dialing, number)) ? TOO_MANY() : sent();
    }),

    http.post('*/wps/verification/email/bind', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      if (account.email) return NOT_ALLOWED();
      const email = text(body['email']).trim();
      if (email === '' || checkFieldValue(DEFAULT_EMAIL_RULE, email) !== null) {
        return refuseWith(400, 'field.format', 'E-mail format incorrect');
      }
      if (platform.accounts.some((a) => a.email?.toLowerCase() === email.toLowerCase())) {
        return refuseWith(400, 'email.exists', 'E-mail already bound');
      }
      return 'retryAfterMs' in auth().sendSms(emailKey(email)) ? TOO_MANY() : sent();
    }),

    http.post('*/wps/verification/sms/bound', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      if (!account.mobile) return NOT_ALLOWED();
      const key = mobileKeyOf(account.mobile.countryDialingCode, account.mobile.number);
      return 'retryAfterMs' in auth().sendSms(key) ? TOO_MANY() : sent();
    }),

    // ── Binds ──
    http.put('*/wps/member/bind/mobile', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (account.mobile) return NOT_ALLOWED();
      const dialing = text(body['countryDialingCode']);
      const number = text(body['mobileNum']).trim();
      if (!isValidMobile(dialing, number)) return refuseWith(400, 'phone.invalid', 'Invalid phone number format');
      if (accountByMobile(platform, dialing, number)) {
        return refuseWith(400, 'mobile.exists', 'Mobile number already registered');
      }
      const check = auth().checkSms(mobileKeyOf(dialing, number), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      account.mobile = { countryDialingCode: dialing.replace(/\D/g, ''), number };
      return ok(securityOf(platform, account));
    }),

    http.put('*/wps/member/bind/email', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (account.email) return NOT_ALLOWED();
      const email = text(body['email']).trim();
      if (platform.accounts.some((a) => a.email?.toLowerCase() === email.toLowerCase())) {
        return refuseWith(400, 'email.exists', 'E-mail already bound');
      }
      const check = auth().checkSms(emailKey(email), body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      account.email = email;
      return ok(securityOf(platform, account));
    }),

    http.put('*/wps/member/bind/bankAccountName', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      if (!account.mobile || state().bankAccountNames.has(account.id)) return NOT_ALLOWED();
      const name = text(body['bankAccountName']).trim().replace(/\s+/g, ' ');
      if (name === '' || checkFieldValue(BANK_ACCOUNT_NAME_RULE, name) !== null) {
        return refuseWith(400, 'field.format', 'Real name format incorrect');
      }
      const key = mobileKeyOf(account.mobile.countryDialingCode, account.mobile.number);
      const check = auth().checkSms(key, body['verificationCode']);
      if (check !== 'ok') return refuseCode(check);
      state().bankAccountNames.set(account.id, name);
      return ok(securityOf(platform, account));
    }),

    http.post('*/wps/member/bind/social', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readEncrypted(platform, request);
      if (isResponse(body)) return body;
      const provider = DEMO_SOCIAL_PROVIDERS.find((p) => p === body['provider']) ?? null;
      const redeemed = provider ? socialState(platform).redeemCode(provider, text(body['code'])) : null;
      if (!provider || !redeemed) return refuseWith(400, 'login.failed', 'Social sign-in failed, please try again');
      const owner = socialState(platform).boundAccountId(provider, redeemed.subject);
      // One identity per account and provider, one account per identity; a binding is never undone.
      if (
        (owner !== null && owner !== account.id) ||
        (owner === null && boundProviders(platform, account).has(provider))
      ) {
        return NOT_ALLOWED();
      }
      socialState(platform).bind(provider, redeemed.subject, account.id);
      return ok(securityOf(platform, account));
    }),

    // ── Avatar ──
    http.put('*/wps/member/info/icon', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const index = body['iconIndex'];
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index > DEMO_AVATAR_COUNT) {
        return refuseWith(400, 'field.format', 'Unknown avatar');
      }
      state().avatars.set(account.id, { iconIndex: index, upload: null });
      return ok(demoAvatarOf(platform, account.id));
    }),

    http.post('*/wps/member/info/icon', async ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const bytes = decodeBase64(text(body['data']));
      const contentType = text(body['contentType']);
      const kind = bytes ? sniffImageType(bytes.subarray(0, 8)) : null;
      // The bytes decide, as the app's checks do: a renamed file is refused whatever it claims to be.
      if (!bytes || bytes.length === 0 || bytes.length > AVATAR_UPLOAD_LIMITS.maxBytes || kind === null) {
        return refuseWith(400, 'field.format', 'Picture refused');
      }
      if (contentType !== (kind === 'png' ? 'image/png' : 'image/jpeg')) {
        return refuseWith(400, 'field.format', 'Picture refused');
      }
      state().uploads += 1;
      state().avatars.set(account.id, { iconIndex: null, upload: { contentType, bytes, version: state().uploads } });
      return ok(demoAvatarOf(platform, account.id));
    }),

    http.get('*/__demo/account/avatar/:id', ({ params }) => {
      const upload = state().avatars.get(String(params['id']))?.upload;
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(upload.bytes.slice().buffer, {
        headers: { 'content-type': upload.contentType, 'cache-control': 'no-store' },
      });
    }),

    http.get('*/__demo/account/email-code', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const sms = auth().latestSms(emailKey(email));
      return sms
        ? HttpResponse.json({ code: sms.code, expiresAt: sms.expiresAt })
        : HttpResponse.json({ code: null, expiresAt: null }, { status: 404 });
    }),
  ];
}
