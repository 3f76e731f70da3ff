/**
 * §6 Roles and permissions; §5 "Actions needing login (member or account panel, favourites) show login popup for
 * guests; trial users get a 'need a true account' warning with confirm"; §4 "Game start: not logged in gets login
 * popup; trial user is told a real account must be registered first (info dialog with OK)"; §4 "Favorites while
 * logged out opens login popup"; §2 /agentHome "A non-agent is redirected to /agent".
 */
import type { Role } from './roles';

/** What a user may try that not everyone may do. Browsing (home, lobby, announcements, notices, promotions, help,
 * the login and register popups) is open to all and is not listed. */
export type GuardedAction =
  | 'startGame'
  | 'lotteryPage'
  | 'favourites'
  | 'recentGames'
  | 'memberPanel'
  | 'accountPanel'
  | 'contractPopup'
  | 'liveShow'
  | 'agentCentre';

export const GUARDED_ACTIONS: readonly GuardedAction[] = [
  'startGame',
  'lotteryPage',
  'favourites',
  'recentGames',
  'memberPanel',
  'accountPanel',
  'contractPopup',
  'liveShow',
  'agentCentre',
];

/**
 * What happens instead of the action:
 * - `openLogin`: the login popup (guests);
 * - `realAccountRequired`: the info dialog with OK telling a trial user to register a real account (§4 Game start);
 * - `needTrueAccount`: the 'need a true account' warning with confirm (§5, trial users);
 * - `redirectToAgentLanding`: replace the route with /agent (§2, non-agents on the agent centre).
 */
export type AccessRefusal = 'openLogin' | 'realAccountRequired' | 'needTrueAccount' | 'redirectToAgentLanding';

export type AccessDecision = { readonly allowed: true } | { readonly allowed: false; readonly refusal: AccessRefusal };

const ALLOW: AccessDecision = { allowed: true };
const refuse = (refusal: AccessRefusal): AccessDecision => ({ allowed: false, refusal });

/** Playing for real: §6 "Trial … cannot start real games"; lottery pages are games. */
const REAL_PLAY: ReadonlySet<GuardedAction> = new Set(['startGame', 'lotteryPage']);

/**
 * Member-only areas a trial account is refused: §6 "cannot … open member/account panels", and what §6 lists for
 * members only (favourites, recent games, contract popup).
 */
const MEMBER_ONLY: ReadonlySet<GuardedAction> = new Set([
  'favourites',
  'recentGames',
  'memberPanel',
  'accountPanel',
  'contractPopup',
]);

/**
 * Whether `role` may do `action`, and if not, what the app shows instead. Decisions: agents may do everything members
 * may; the live show needs only a login (§2 "/streamView; login required"), so trial users may watch; a guest on the
 * agent centre is sent to /agent (where the agent login form is), not to the login popup.
 */
export function accessFor(role: Role, action: GuardedAction): AccessDecision {
  if (action === 'agentCentre') return role === 'agent' ? ALLOW : refuse('redirectToAgentLanding');
  if (role === 'guest') return refuse('openLogin');
  if (role === 'trial') {
    if (REAL_PLAY.has(action)) return refuse('realAccountRequired');
    if (MEMBER_ONLY.has(action)) return refuse('needTrueAccount');
  }
  return ALLOW;
}

/** §4 "Game start … real user routed per section 2": true when the role may play for real money. */
export function canPlayForReal(role: Role): boolean {
  return role === 'member' || role === 'agent';
}

/** The session flags §3 keeps in the login state, derived from the role (never stored apart from it). */
export interface SessionFlags {
  readonly isLogin: boolean;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
}

export function sessionFlags(role: Role): SessionFlags {
  return { isLogin: role !== 'guest', isAgent: role === 'agent', isTrial: role === 'trial' };
}

/**
 * §6 "Trial … skips unread-message and consolidated fetches"; "Member: … With AGENTPOLICY3 and not trial, a
 * consolidated fetch runs". Guests fetch neither. Decision: without AGENTPOLICY3 the consolidated fetch does not run.
 */
export interface MemberFetchPlan {
  readonly unreadMessages: boolean;
  readonly consolidatedFunds: boolean;
}

export function memberFetchPlan(role: Role, agentPolicyOn: boolean): MemberFetchPlan {
  const isRealAccount = canPlayForReal(role);
  return { unreadMessages: isRealAccount, consolidatedFunds: isRealAccount && agentPolicyOn };
}
