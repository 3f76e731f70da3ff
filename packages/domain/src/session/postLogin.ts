/**
 * §4 "After login success": "token stored in session; if firstTimeLogin, a first-login action runs; if password
 * equals default {secret}, or expired with expiry enabled, and login type not sms/firebase, forced change-password
 * popup opens; otherwise user info loads. On the agent page go to /agentHome. After forced change: reload user
 * info, close popup, go to /." §6 "Agent-only login rejects non-agents; social sign-in rejects non-members."
 * §8 "Non-member account unable to login; Non-agents cannot log in".
 */
import { navigationAfterAgentLogin, type RouteNavigation } from '../routes/routes';
import { roleOf, type Role } from './roles';
import { sessionFlags, type SessionFlags } from './permissions';

/** How the user proved who they are: the payload `type` (username, sms), third-party SMS, social, free play. */
export type LoginType = 'username' | 'sms' | 'firebase' | 'social' | 'freeplay';

/** Where the login was made: the login popup, the /agent page's agent-only form, or a social sign-in button. */
export type LoginEntry = 'popup' | 'agentPage' | 'social';

/** What the login call returned (docs/protocol.md login value), already parsed. */
export interface LoginSuccess {
  readonly token: string;
  /** `customerType`: agent 1, 2, 41, 42; trial 4. */
  readonly accountType: number;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
}

export interface LoginContext {
  readonly loginType: LoginType;
  readonly entry: LoginEntry;
  /** The password just sent, held only for this comparison and never stored; null when none was typed. */
  readonly enteredPassword: string | null;
  /** The brand's configured default password (the spec's "{secret}"); null when the brand has none. */
  readonly defaultPassword: string | null;
  /** Whether the platform enforces password expiry. */
  readonly passwordExpiryEnabled: boolean;
}

export type LoginRejection = 'nonAgentCannotLogin' | 'nonMemberCannotLogin';

export type ForcedPasswordChangeReason = 'defaultPassword' | 'expired';

export type PostLoginEffect =
  | { readonly type: 'storeToken'; readonly token: string }
  | { readonly type: 'setSession'; readonly flags: SessionFlags }
  | { readonly type: 'closeLoginPopup' }
  | { readonly type: 'runFirstLoginAction' }
  | { readonly type: 'openForcedPasswordChange'; readonly reason: ForcedPasswordChangeReason }
  | { readonly type: 'loadUserInfo' }
  | ({ readonly type: 'navigate' } & RouteNavigation);

export type LoginDecision =
  | { readonly outcome: 'accepted'; readonly role: Role; readonly effects: readonly PostLoginEffect[] }
  | {
      readonly outcome: 'rejected';
      readonly error: LoginRejection;
      /** The server opened a session for the refused account: end it with its token (DELETE /wps/session/logout);
       * nothing is stored. */
      readonly effects: readonly [{ readonly type: 'endServerSession'; readonly token: string }];
    };

/** §4: the login types that never force a password change. */
const NO_FORCED_CHANGE: ReadonlySet<LoginType> = new Set(['sms', 'firebase']);

/**
 * Why the password must be changed now, or null. The spec's "{secret}" is a parameter: an empty or missing default
 * never matches.
 */
export function forcedPasswordChangeReason(
  success: LoginSuccess,
  context: LoginContext,
): ForcedPasswordChangeReason | null {
  if (NO_FORCED_CHANGE.has(context.loginType)) return null;
  const { defaultPassword, enteredPassword } = context;
  if (defaultPassword && enteredPassword !== null && enteredPassword === defaultPassword) return 'defaultPassword';
  if (success.passwordExpired && context.passwordExpiryEnabled) return 'expired';
  return null;
}

/** §6 gates by entry: the agent page admits agents only, social sign-in members only. */
export function loginGate(entry: LoginEntry, role: Role): LoginRejection | null {
  if (entry === 'agentPage' && role !== 'agent') return 'nonAgentCannotLogin';
  if (entry === 'social' && role !== 'member') return 'nonMemberCannotLogin';
  return null;
}

/**
 * Everything that follows a successful login call, in order. Decision: when the password change is forced, the
 * app does not go on to /agentHome; the forced change ends at / as the spec says, whatever page it started on.
 */
export function afterLoginSuccess(success: LoginSuccess, context: LoginContext): LoginDecision {
  const role = roleOf({ type: success.accountType });
  const rejection = loginGate(context.entry, role);
  if (rejection !== null) {
    return { outcome: 'rejected', error: rejection, effects: [{ type: 'endServerSession', token: success.token }] };
  }
  const effects: PostLoginEffect[] = [
    { type: 'storeToken', token: success.token },
    { type: 'setSession', flags: sessionFlags(role) },
    { type: 'closeLoginPopup' },
  ];
  if (success.firstTimeLogin) effects.push({ type: 'runFirstLoginAction' });
  const reason = forcedPasswordChangeReason(success, context);
  if (reason !== null) {
    effects.push({ type: 'openForcedPasswordChange', reason });
  } else {
    effects.push({ type: 'loadUserInfo' });
    if (context.entry === 'agentPage') effects.push({ type: 'navigate', ...navigationAfterAgentLogin() });
  }
  return { outcome: 'accepted', role, effects };
}

export type ForcedChangeEffect =
  | { readonly type: 'loadUserInfo' }
  | { readonly type: 'closeChangePasswordPopup' }
  | ({ readonly type: 'navigate' } & RouteNavigation);

/** §4 "After forced change: reload user info, close popup, go to /." */
export const AFTER_FORCED_PASSWORD_CHANGE: readonly ForcedChangeEffect[] = [
  { type: 'loadUserInfo' },
  { type: 'closeChangePasswordPopup' },
  { type: 'navigate', to: '/', replace: false },
];
