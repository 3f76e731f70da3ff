/**
 * §4 "Logout: confirm dialog ('sure to log out', cancel/confirm), loader, logout, redirect home; clears session
 * storage but keeps merchant code; sets logged-out and not-agent." §2 "after agent logout replace route with /agent".
 * §3 Session storage keys.
 */
import { navigationAfterAgentLogout, type RouteNavigation } from '../routes/routes';
import type { SessionFlags } from './permissions';

/** §3 "Session storage: token, nickname, account, customerId, isAgent, enableSalary, enableContract, HOT_GAMES cache,
 * popup-closed marker. Stored: lang, hisLang, merchantCode (session and local)." */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  customerId: 'customerId',
  isAgent: 'isAgent',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  hotGames: 'HOT_GAMES',
  announcementClosed: 'popupClosed',
  lang: 'lang',
  hisLang: 'hisLang',
  merchantCode: 'merchantCode',
} as const;

/** The one session key a logout keeps. */
export const KEPT_ON_LOGOUT: readonly string[] = [SESSION_STORAGE_KEYS.merchantCode];

export interface LogoutPlan {
  /** Session-storage keys to remove: every key present except the merchant code. */
  readonly removeSessionKeys: readonly string[];
  readonly flags: SessionFlags;
  /** Home, or from the agent centre /agent replacing the history entry. */
  readonly navigation: RouteNavigation;
}

/**
 * What a confirmed logout does, given the session keys present now and whether it was made from the agent centre.
 * Decision: the language stays because it is also kept in local storage (§3), which logout does not touch.
 */
export function logoutPlan(presentSessionKeys: readonly string[], fromAgentCentre: boolean): LogoutPlan {
  return {
    removeSessionKeys: presentSessionKeys.filter((key) => !KEPT_ON_LOGOUT.includes(key)),
    flags: { isLogin: false, isAgent: false, isTrial: false },
    navigation: fromAgentCentre ? navigationAfterAgentLogout() : { to: '/', replace: false },
  };
}
