import { type ProfileFieldName } from '@atrium/domain/account';
import { type WireFieldRule } from '@atrium/domain/validation';
import { ok } from '../envelope';
import { DEMO_SMS_EXPIRED_MINUTES } from '../state/auth';
import type { DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { DEMO_SOCIAL_PROVIDERS, socialState, type DemoSocialProvider } from '../state/social';
import { DEMO_REGISTER_RULES } from '../seed/registerRules';
import { refuseWith } from './auth/shared';
import { seededRandom } from '../seed/random';

export type Rule = Required<WireFieldRule> & { readonly editable: 'always' | 'untilSet' };

export const rule = (patternId: number, over: Partial<Rule> = {}): Rule => ({
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
export const PROFILE_RULES: ReadonlyArray<readonly [ProfileFieldName, Rule]> = [
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

export interface DemoAvatar {
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
export function maskMobile(number: string): string {
  if (number.length <= 6) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}

/** A stable draw per account, so its VIP progress does not depend on the order of calls. */
export function accountDraw(platform: DemoPlatform, accountId: string): () => number {
  let hash = 0x719;
  for (const char of accountId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return seededRandom((platform.seed ^ hash) >>> 0);
}

export function profileValues(platform: DemoPlatform, account: DemoAccount): Partial<Record<ProfileFieldName, string>> {
  const state = demoAccountState(platform);
  let values = state.profiles.get(account.id);
  if (!values) {
    values = {};
    state.profiles.set(account.id, values);
  }
  values.nickname = account.nickname;
  return values;
}

export function profileOf(platform: DemoPlatform, account: DemoAccount) {
  const values = profileValues(platform, account);
  return {
    fields: PROFILE_RULES.map(([name, { editable, ...wire }]) => {
      const value = values[name] ?? null;
      return {
        name,
        value,
        ...wire,
        editable: editable === 'always' || value === null,
        locksOnceSet: editable === 'untilSet',
      };
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

export function boundProviders(platform: DemoPlatform, account: DemoAccount): Set<DemoSocialProvider> {
  return new Set(DEMO_SOCIAL_PROVIDERS.filter((p) => socialState(platform).isBound(p, account.id)));
}

export function securityOf(platform: DemoPlatform, account: DemoAccount) {
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

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const NOT_ALLOWED = () => refuseWith(400, 'operation.not.allowed', 'Operation not allowed');
export const sent = () => ok({ expiredMinutes: DEMO_SMS_EXPIRED_MINUTES });

export function decodeBase64(data: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0) return null;
  return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
}
