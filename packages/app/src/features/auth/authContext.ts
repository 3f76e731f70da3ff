import { createContext, useContext } from 'react';
import type { LoginInfo, MemberInfo } from '@atrium/api';
import type {
  AccessRefusal,
  ForcedPasswordChangeReason,
  GuardedAction,
  LoginEntry,
  LoginRejection,
  LoginType,
  Role,
} from '@atrium/domain';

/** What the rest of the app knows about who is using it (spec §3 login state, §6 roles). */
export interface Session {
  /** guest, trial, member or agent (the domain's `roleOf`). */
  readonly role: Role;
  /** A token is held (logged in as far as the browser knows). */
  readonly hasToken: boolean;
  readonly isLoggedIn: boolean;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
  /** A token is held but the member info has not arrived yet: the role is provisional. */
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
  openRegister(): void;
  openForgotPassword(): void;
  /** The change-password dialog from the account area (not forced). */
  openChangePassword(): void;
  /** The logout confirmation (§4 Logout). */
  requestLogout(): void;
  /**
   * Whether the current role may do `action` now (the domain's `accessFor`). When not, opens what stands in its
   * place: the login popup, the real-account dialog, or /agent.
   */
  guard(action: GuardedAction): boolean;
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
  /** §4 Logout after the confirmation: the call, then the local clean-up and the navigation. */
  confirmLogout(): Promise<void>;
  /** After a forced or voluntary change of password. */
  afterPasswordChanged(forced: boolean): void;
}

export const SessionContext = createContext<Session | null>(null);
export const AuthActionsContext = createContext<AuthActions | null>(null);
export const AuthInternalsContext = createContext<AuthInternals | null>(null);

export function useAuthInternals(): AuthInternals {
  const value = useContext(AuthInternalsContext);
  if (!value) throw new Error('useAuthInternals needs an AuthProvider above it');
  return value;
}
