import { http, type HttpHandler } from 'msw';
import { parsePlatformLanguageCode, type PlatformLanguageCode } from '@atrium/domain/i18n';
import { roleOf } from '@atrium/domain/session';
import { ok, refuse } from '../envelope';
import { isResponse, readJson, requireAccount } from '../http';
import { seededRandom } from '../seed/random';
import { DEMO_DEFAULT_PASSWORD, type DemoAccount } from '../state/accounts';
import type { DemoPlatform } from '../state/platform';
import { demoAvatarOf } from './accountShared';
import { demoActionableCount } from './promotions';

/**
 * The member calls (spec §7): info, icon and the language change. The member area keeps the language each account
 * chose and a seeded avatar and promotion count per account.
 */

export interface DemoMemberState {
  /** The language each account last told the server (PUT /wps/member/language). */
  readonly languages: Map<string, PlatformLanguageCode>;
  /** Guest language changes acknowledged (no account to store them on). */
  guestLanguageChanges: number;
}

export function demoMemberState(platform: DemoPlatform): DemoMemberState {
  return platform.area<DemoMemberState>('member', () => ({ languages: new Map(), guestLanguageChanges: 0 }));
}

/** A stable number per account and seed, so per-account details do not depend on the order of calls. */
export function accountRandom(platform: DemoPlatform, accountId: string, salt: number): () => number {
  let hash = salt >>> 0;
  for (const char of accountId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return seededRandom((platform.seed ^ hash) >>> 0);
}

/** The platform sends the mobile number masked: the first three and last three digits, stars between. */
export function maskMobile(number: string): string {
  if (number.length <= 6) return '*'.repeat(number.length);
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}

function memberInfoOf(platform: DemoPlatform, account: DemoAccount) {
  const random = accountRandom(platform, account.id, 0x3e3b);
  const isTrial = roleOf(account) === 'trial';
  // The first draw is dropped (the promotions count is the reward centre's): the unread count stays what it was.
  random();
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    clubLabel: { labelName: account.clubLabel },
    regDate: account.regDate,
    mobile: account.mobile ? maskMobile(account.mobile.number) : null,
    countryDialingCode: account.mobile?.countryDialingCode ?? null,
    language: demoMemberState(platform).languages.get(account.id) ?? null,
    vipLabelName: isTrial ? null : `VIP ${account.vipLevel}`,
    vipRankLevel: isTrial ? null : account.vipLevel,
    hasVip: !isTrial && account.vipLevel > 0,
    availablePromoCount: isTrial ? 0 : demoActionableCount(platform, account),
    unreadMessage: isTrial ? 0 : Math.floor(random() * 4),
    availablePromo: { REFERRAL: { enabled: !isTrial }, MISSION: { enabled: !isTrial } },
    // An account with an upline may send it money (a downline, or a sub-agent of another agent).
    toUpline: !isTrial && account.parentId !== null ? 1 : 0,
    hasRebate: !isTrial,
    passwordExpired: account.passwordExpired,
    defaultPassword: account.password === DEMO_DEFAULT_PASSWORD,
  };
}

export function memberHandlers(platform: DemoPlatform): HttpHandler[] {
  return [
    http.get('*/wps/member/info', ({ request }) => {
      const account = requireAccount(platform, request);
      return isResponse(account) ? account : ok(memberInfoOf(platform, account));
    }),

    http.get('*/wps/member/info/icon', ({ request }) => {
      const account = requireAccount(platform, request);
      if (isResponse(account)) return account;
      // The avatar chosen or uploaded in my account; else one of the twelve presets, drawn per account.
      const chosen = demoAvatarOf(platform, account.id);
      return ok(
        chosen ?? { iconIndex: 1 + Math.floor(accountRandom(platform, account.id, 0x1c0)() * 12), iconUrl: null },
      );
    }),

    http.put('*/wps/member/language', async ({ request }) => {
      // The token is optional, but one that is sent must be valid.
      const account = request.headers.get('authorization') ? requireAccount(platform, request) : null;
      if (isResponse(account)) return account;
      const body = await readJson(request);
      if (isResponse(body)) return body;
      const language = parsePlatformLanguageCode(body['language']);
      if (!language) return refuse(400, 'field.format', 'Unknown language');
      const state = demoMemberState(platform);
      if (account) state.languages.set(account.id, language);
      else state.guestLanguageChanges += 1;
      return ok({ language });
    }),
  ];
}
