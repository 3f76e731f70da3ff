import { createContext, useContext } from 'react';
import type { LoginInfo } from '@atrium/api/session';
import type { MemberInfo } from '@atrium/api/member';
import type {
  AccessRefusal,
  ForcedPasswordChangeReason,
  GuardedAction,
  LoginEntry,
  LoginRejection,
  LoginType,
  Role,
} from '@atrium/domain/session';

/**
 * The role as far as it is known (`knownRoleOf`, `useKnownRole`): `'pending'` while a token is held whose account
 * type the app has not been told yet (after a reload, or with a token from the address, until the member details
 * arrive). A stored token reads as a member until then, and a trial user must never be treated as one: whatever
 * branches on member vs trial decides on this, never on the provisional `Session.role`.
 */
export type KnownRole = Role | 'pending';

/** What the rest of the app knows about who is using it (spec §3 login state, §6 roles). */
export interface Session {
  /**
   * guest, trial, member or agent (the domain's `roleOf`). Provisional while `isPending` (a stored token reads as a
   * member, or an agent when the session storage says so): fit for what is shown, not for deciding what the user may
   * do; decide on `knownRoleOf(session)` / `useKnownRole()`.
   */
  readonly role: Role;
  /** A token is held (logged in as far as the browser knows). */
  readonly hasToken: boolean;
  readonly isLoggedIn: boolean;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
  /**
   * A token is held but its account type is not known yet (neither the member info nor, right after a login, the
   * login's answer has said it): `role` is provisional and the known role is `'pending'`.
   */
  readonly isPending: boolean;
  readonly nickname: string | null;
  readonly account: string | null;
  /** What the header shows: the nickname, else the account (§2 agent header "nickname or account"). */
  readonly displayName: string | null;
  readonly memberInfo: MemberInfo | null;
  /**
   * This session began with the platform's first login of the account (§4 `firstTimeLogin`): the F announcements
   * are for it. Kept in memory only; a reload is no longer the first login's page.
   */
  readonly isFirstLogin: boolean;
}

/** Which auth dialog is open; at most one at a time. */
export type AuthDialogState =
  | null
  | { readonly kind: 'login'; readonly noticeKey: string | null }
  | { readonly kind: 'register' }
  | { readonly kind: 'forgotPassword' }
  | { readonly kind: 'changePassword'; readonly forced: ForcedPasswordChangeReason | null }
  | { readonly kind: 'logoutConfirm' }
  /** A `?token=` link while another account is signed in: which account to keep (never switched silently). */
  | { readonly kind: 'switchAccount' }
  | {
      readonly kind: 'realAccount';
      readonly refusal: Extract<AccessRefusal, 'realAccountRequired' | 'needTrueAccount'>;
    };

export interface OpenLoginOptions {
  /** An `errors:`/`app:` key shown at the top of the login dialog, e.g. the session-expiry notice. */
  readonly noticeKey?: string;
}

/** The public actions (useAuthActions). Their signatures are stable. */
export interface AuthActions {
  openLogin(options?: OpenLoginOptions): void;
  /**
   * The registration dialog. From the /register address (`fromAddress`), a session that has just ended keeps the
   * login popup and its reason instead (§8): the player learns why they were signed out, and the popup links to
   * registration.
   */
  openRegister(options?: { readonly fromAddress?: boolean }): void;
  openForgotPassword(): void;
  /** The change-password dialog from the account area (not forced). */
  openChangePassword(): void;
  /** The logout confirmation (§4 Logout). */
  requestLogout(): void;
  /**
   * Whether the current role may do `action` now (the domain's `accessFor`). When not, opens what stands in its
   * place: the login popup, the real-account dialog, or /agent.
   *
   * While the role is pending (a stored token before the member details arrive) it answers false: the action is
   * never done with the provisional role. The ask is held (the last one wins) and decided once the role is known:
   * a refusal then opens what stands in its place, and `proceed`, when given, runs if the role allows the action.
   * `proceed` also runs at once when the role is known and allows it: give `proceed` or act on the answer, not both.
   */
  guard(action: GuardedAction, proceed?: () => void): boolean;
  /** §1 trial: the free-play login. */
  startFreePlay(): Promise<void>;
  closeDialog(): void;
}

export interface CompleteLoginContext {
  readonly loginType: LoginType;
  readonly entry: LoginEntry;
  /** The password just typed, compared with the default and dropped; never stored. */
  readonly enteredPassword: string | null;
}

export type CompleteLoginResult = { readonly ok: true } | { readonly ok: false; readonly error: LoginRejection };

/** What the dialog containers need beyond the public actions. */
export interface AuthInternals {
  readonly dialog: AuthDialogState;
  setDialog(next: AuthDialogState): void;
  completeLogin(info: LoginInfo, context: CompleteLoginContext): Promise<CompleteLoginResult>;
  /**
   * §4 Logout, the one sign-out by the member's choice (the logout confirmation, the reality check): the
   * call, then the local clean-up and home, with no login popup on the way (shared/auth/useSignOut).
   */
  confirmLogout(): Promise<void>;
  /** The same sign-out once the platform has ended the session itself (a break or self-exclusion): no call. */
  leaveEndedSession(): void;
  /** After a forced or voluntary change of password. */
  afterPasswordChanged(forced: boolean): void;
  /** Keep the signed-in account (the link's token is dropped) or switch to the link's (stored, member info reloaded). */
  settleAccountSwitch(choice: 'keep' | 'switch'): void;
}

export const SessionContext = createContext<Session | null>(null);
export const AuthActionsContext = createContext<AuthActions | null>(null);
export const AuthInternalsContext = createContext<AuthInternals | null>(null);

export function useAuthInternals(): AuthInternals {
  const value = useContext(AuthInternalsContext);
  if (!value) throw new Error('useAuthInternals needs an AuthProvider above it');
  return value;
}
