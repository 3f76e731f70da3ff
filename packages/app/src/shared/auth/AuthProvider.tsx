import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAccountQueryKey } from '@atrium/api/queryKeys';
import {
  firstLoginMutationOptions,
  freePlayMutationOptions,
  logout as logoutCall,
  type LoginInfo,
} from '@atrium/api/session';
import { memberInfoQueryOptions, type MemberInfo } from '@atrium/api/member';
import { isSessionErrorCode, type ApiError } from '@atrium/api/errors';
import {
  AFTER_FORCED_PASSWORD_CHANGE,
  accessFor,
  afterLoginSuccess,
  logoutPlan,
  roleOf,
  type ForcedPasswordChangeReason,
  type GuardedAction,
  type LoginType,
  type Role,
} from '@atrium/domain/session';
import { useApiClient } from '../apiClient';
import { useBrand } from '../brand';
import {
  adoptTokenFromAddress,
  clearSession,
  deviceId,
  readAccount,
  readLoginType,
  readToken,
  settleHeldAddressToken,
  storeAccount,
  storeLoginType,
  storeToken,
} from '../session';
import {
  AuthActionsContext,
  AuthInternalsContext,
  SessionContext,
  type AuthActions,
  type AuthDialogState,
  type AuthInternals,
  type CompleteLoginContext,
  type CompleteLoginResult,
  type Session,
} from './authContext';
import { detectOs } from './detectOs';
import { announceLogout, listenForLogout, sessionFingerprint } from './sessionChannel';

/** The session notice of §8 "You are not logged in, please login". */
export const SESSION_EXPIRED_NOTICE = 'errors:session.notLoggedIn';

/** Why the session ended, as the login popup says it: the platform's reason when it gave one (a password change). */
export function sessionEndNotice(error: Pick<ApiError, 'code' | 'messageKey'>): string {
  return isSessionErrorCode(error.code) && error.messageKey.startsWith('errors:session.')
    ? error.messageKey
    : SESSION_EXPIRED_NOTICE;
}

/** §4 login types that never force a password change (the domain's rule), remembered across a reload. */
const NO_FORCED_CHANGE_LOGIN_TYPES: ReadonlySet<string> = new Set<LoginType>(['sms', 'firebase']);

/**
 * The forced change the platform's member info asks for: still on the default password, or expired when the brand
 * enforces expiry. Read on every load, so a reload or another route never skips it.
 */
export function forcedChangeFromMemberInfo(
  info: Pick<MemberInfo, 'onDefaultPassword' | 'passwordExpired'> | null,
  options: { readonly loginType: string | null; readonly passwordExpiryEnabled: boolean },
): ForcedPasswordChangeReason | null {
  if (info === null || (options.loginType !== null && NO_FORCED_CHANGE_LOGIN_TYPES.has(options.loginType))) {
    return null;
  }
  if (info.onDefaultPassword) return 'defaultPassword';
  if (info.passwordExpired && options.passwordExpiryEnabled) return 'expired';
  return null;
}

export interface AuthProviderProps {
  readonly children: ReactNode;
  /**
   * Renders the open auth dialog (`useAuthInternals().dialog`); mounted from the first opening on. The dialogs are
   * the auth feature's (features/auth/AuthLayout passes them, lazily): this layer only says which one is open.
   * Without it, the dialog state changes and nothing is shown.
   */
  readonly dialogHost?: ComponentType | undefined;
}

/**
 * The session layer: holds the token (sessionStorage), the member info, the open auth dialog, and runs the domain's
 * post-login, logout and access rules. Mount it inside the router: it navigates.
 */
export function AuthProvider({ children, dialogHost: DialogHost }: AuthProviderProps) {
  const client = useApiClient();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  // A `?token=` is taken out of the address at once; while another session is held it waits for the user's choice
  // (the switch-account dialog) and is never stored before.
  const [boot] = useState(() => adoptTokenFromAddress());
  const [token, setToken] = useState<string | null>(boot.token);
  /** The account type of the login just made, until member info says otherwise. */
  const [loginType, setLoginAccountType] = useState<number | null>(null);
  const [dialog, setDialogState] = useState<AuthDialogState>(() =>
    boot.heldToken !== null ? { kind: 'switchAccount' } : null,
  );
  /**
   * Why the session just ended (§8), until the user logs in or closes the popup: a login popup opened meanwhile
   * without a notice of its own (a route guard's, after the session ended on /member or /lottery) says it too.
   */
  const endNotice = useRef<string | null>(null);
  const setDialog = useCallback((next: AuthDialogState) => {
    if (next === null) endNotice.current = null;
    setDialogState(next);
  }, []);
  const openLoginDialog = useCallback((noticeKey: string | null) => {
    setDialogState({ kind: 'login', noticeKey: noticeKey ?? endNotice.current });
  }, []);
  // Once a dialog has opened, the host stays mounted so its closing animation and lazy chunk are kept.
  const [isHostMounted, setHostMounted] = useState(false);

  const memberInfo = useQuery(memberInfoQueryOptions(client, token !== null));
  const { mutate: runFirstLoginAction } = useMutation(firstLoginMutationOptions(client));
  const { mutateAsync: loginFreePlay } = useMutation(freePlayMutationOptions(client));

  const forgetAccountData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => isAccountQueryKey(query.queryKey) });
  }, [queryClient]);

  /** The forced change the login's answer asked for (the typed password was the default), for that token only. */
  const [loginForced, setLoginForced] = useState<{
    readonly token: string;
    readonly reason: ForcedPasswordChangeReason;
  } | null>(null);

  const endLocalSession = useCallback(() => {
    clearSession();
    setToken(null);
    setLoginAccountType(null);
    setLoginForced(null);
    forgetAccountData();
  }, [forgetAccountData]);

  // §4 Logout in another tab of this session: this tab signs out at once, as that tab did (no call of its own).
  useEffect(
    () =>
      listenForLogout((session) => {
        const current = readToken();
        if (current === null || sessionFingerprint(current) !== session) return;
        const plan = logoutPlan([], pathRef.current.toLowerCase().startsWith('/agenthome'));
        endLocalSession();
        setDialog(null);
        void navigate(plan.navigation.to, { replace: plan.navigation.replace });
      }),
    [endLocalSession, navigate, setDialog],
  );

  // §8 "You are not logged in, please login", wherever it happens: the login popup, the page stays where it is.
  useEffect(
    () =>
      client.onSessionExpired((error) => {
        if (readToken() !== null) {
          endLocalSession();
          endNotice.current = sessionEndNotice(error);
        } else {
          // A call made after the session ended (no token to send) says nothing new: the reason the session
          // ended, when known, stays.
          endNotice.current ??= sessionEndNotice(error);
        }
        openLoginDialog(null);
      }),
    [client, endLocalSession, openLoginDialog],
  );

  const stored = token !== null ? readAccount() : null;
  const info = memberInfo.data ?? null;
  // The account type is known from the member info, or right after a login from the login's answer. A stored token
  // alone (a reload, a token from the address) says nothing about it until the member info arrives: till then the
  // role below is provisional (a member, or an agent when the session says so) and the known role is 'pending'.
  // Only until the first answer: once member info has failed, a refetch (a retry, a page's own query mounting) puts
  // the query back to pending, and pending again would unmount the guarded page whose mount refetched it, a loop.
  const isPending =
    token !== null && info === null && loginType === null && memberInfo.isPending && memberInfo.errorUpdateCount === 0;
  const role: Role =
    token === null
      ? 'guest'
      : info
        ? info.role
        : loginType !== null
          ? roleOf({ type: loginType })
          : stored?.isAgent
            ? 'agent'
            : 'member';
  const nickname = info?.nickname ?? stored?.nickname ?? null;
  const account = info?.account ?? stored?.account ?? null;

  // §4 first login: remembered for this token only (the F announcements are for the first login's visit).
  const [firstLoginToken, setFirstLoginToken] = useState<string | null>(null);
  const isFirstLogin = token !== null && firstLoginToken === token;

  // §4 forced password change: from the login's answer right after a login, and from the platform's member info on
  // every load after it, so a reload or another route never skips it. It holds until the change is made or the
  // user logs out: the dialog stands in place of every other but the logout confirmation and the account switch.
  const forced: ForcedPasswordChangeReason | null =
    token === null
      ? null
      : ((loginForced?.token === token ? loginForced.reason : null) ??
        forcedChangeFromMemberInfo(info, {
          loginType: readLoginType(),
          passwordExpiryEnabled: brand.passwordExpiryEnabled ?? true,
        }));
  const shownDialog = useMemo<AuthDialogState>(
    () =>
      forced !== null && dialog?.kind !== 'logoutConfirm' && dialog?.kind !== 'switchAccount'
        ? dialog?.kind === 'changePassword' && dialog.forced === forced
          ? dialog
          : { kind: 'changePassword', forced }
        : dialog,
    [dialog, forced],
  );
  if (shownDialog !== null && !isHostMounted) setHostMounted(true);
  const forcedRef = useRef(forced);
  useLayoutEffect(() => {
    forcedRef.current = forced;
  }, [forced]);

  const session = useMemo<Session>(
    () => ({
      role,
      hasToken: token !== null,
      isLoggedIn: role !== 'guest',
      isAgent: role === 'agent',
      isTrial: role === 'trial',
      isPending,
      nickname,
      account,
      displayName: nickname || account,
      memberInfo: info,
      isFirstLogin,
    }),
    [role, token, info, nickname, account, isPending, isFirstLogin],
  );

  // Keep the stored account facts in step with member info (a reload shows the name before the call returns).
  useEffect(() => {
    if (info && token !== null) {
      storeAccount({
        nickname: info.nickname,
        account: info.account,
        customerId: info.id,
        isAgent: info.role === 'agent',
      });
    }
  }, [info, token]);

  // A layout effect: the guard reads the role from children's effects (RouteGuard's refusal), which run before this
  // component's passive effects. With a passive one, a trial user loading a lottery page was judged by the
  // provisional role (member) and got no dialog.
  const roleRef = useRef(role);
  const isPendingRef = useRef(isPending);
  useLayoutEffect(() => {
    roleRef.current = role;
    isPendingRef.current = isPending;
  }, [role, isPending]);
  /** A guarded ask made while the role was pending: decided once it is known (the last ask wins). */
  const heldAsk = useRef<{ readonly action: GuardedAction; readonly proceed: (() => void) | undefined } | null>(null);

  const completeLogin = useCallback(
    async (login: LoginInfo, context: CompleteLoginContext): Promise<CompleteLoginResult> => {
      const decision = afterLoginSuccess(login, {
        ...context,
        defaultPassword: brand.defaultPassword ?? null,
        passwordExpiryEnabled: brand.passwordExpiryEnabled ?? true,
      });
      if (decision.outcome === 'rejected') {
        // The server opened a session for an account this entry refuses: end it, keep nothing.
        const previous = readToken();
        storeToken(login.token);
        try {
          await logoutCall(client);
        } catch {
          // Nothing to do: the session was never used and expires on its own.
        } finally {
          if (previous === null) clearSession();
          else storeToken(previous);
        }
        return { ok: false, error: decision.error };
      }
      forgetAccountData();
      endNotice.current = null;
      for (const effect of decision.effects) {
        switch (effect.type) {
          case 'storeToken':
            storeToken(effect.token);
            storeLoginType(context.loginType);
            storeAccount({
              nickname: null,
              account: login.username,
              customerId: login.accountId,
              isAgent: decision.role === 'agent',
            });
            setToken(effect.token);
            break;
          case 'setSession':
            setLoginAccountType(login.accountType);
            break;
          case 'closeLoginPopup':
            setDialog(null);
            break;
          case 'runFirstLoginAction':
            setFirstLoginToken(login.token);
            runFirstLoginAction();
            break;
          case 'openForcedPasswordChange':
            setLoginForced({ token: login.token, reason: effect.reason });
            setDialog({ kind: 'changePassword', forced: effect.reason });
            break;
          case 'loadUserInfo':
            void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(client).queryKey });
            break;
          case 'navigate':
            void navigate(effect.to, { replace: effect.replace });
            break;
        }
      }
      return { ok: true };
    },
    [
      brand.defaultPassword,
      brand.passwordExpiryEnabled,
      client,
      runFirstLoginAction,
      forgetAccountData,
      navigate,
      queryClient,
      setDialog,
    ],
  );

  const confirmLogout = useCallback(async () => {
    const ending = readToken();
    try {
      await logoutCall(client);
    } catch {
      // An expired session is already logged out; the local clean-up below is what the user asked for.
    }
    const plan = logoutPlan([], pathRef.current.toLowerCase().startsWith('/agenthome'));
    endLocalSession();
    setDialog(null);
    // Every other tab of this session signs out now, not on its next call.
    if (ending !== null) announceLogout(ending);
    void navigate(plan.navigation.to, { replace: plan.navigation.replace });
  }, [client, endLocalSession, navigate, setDialog]);

  const afterPasswordChanged = useCallback(
    (forced: boolean) => {
      // The platform accepted the new password: the member info held says otherwise only until it is read again.
      setLoginForced(null);
      queryClient.setQueryData(memberInfoQueryOptions(client).queryKey, (held) =>
        held ? { ...held, onDefaultPassword: false, passwordExpired: false } : held,
      );
      if (!forced) {
        setDialog(null);
        return;
      }
      for (const effect of AFTER_FORCED_PASSWORD_CHANGE) {
        if (effect.type === 'loadUserInfo') {
          void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(client).queryKey });
        } else if (effect.type === 'closeChangePasswordPopup') setDialog(null);
        else void navigate(effect.to, { replace: effect.replace });
      }
    },
    [client, navigate, queryClient, setDialog],
  );

  /** The user's answer to the switch-account dialog: keep the signed-in account, or take the link's. */
  const settleAccountSwitch = useCallback(
    (choice: 'keep' | 'switch') => {
      const next = settleHeldAddressToken(choice);
      setDialog(null);
      if (choice === 'switch') {
        forgetAccountData();
        setLoginAccountType(null);
        setLoginForced(null);
        setFirstLoginToken(null);
        setToken(next);
      }
    },
    [forgetAccountData, setDialog],
  );

  const actions = useMemo<AuthActions>(
    () => ({
      openLogin: (options) => openLoginDialog(options?.noticeKey ?? null),
      openRegister: () => setDialog({ kind: 'register' }),
      openForgotPassword: () => setDialog({ kind: 'forgotPassword' }),
      openChangePassword: () => setDialog({ kind: 'changePassword', forced: null }),
      requestLogout: () => setDialog({ kind: 'logoutConfirm' }),
      closeDialog: () => setDialog(null),
      guard: (action: GuardedAction, proceed?: () => void) => {
        // Nothing goes ahead while the password must change: the forced dialog is what the user sees.
        if (forcedRef.current !== null) return false;
        if (isPendingRef.current) {
          // Never decided with the provisional role: a trial user's stored token reads as a member until now.
          heldAsk.current = { action, proceed };
          return false;
        }
        const decision = accessFor(roleRef.current, action);
        if (decision.allowed) {
          proceed?.();
          return true;
        }
        switch (decision.refusal) {
          case 'openLogin':
            openLoginDialog(null);
            break;
          case 'realAccountRequired':
          case 'needTrueAccount':
            setDialog({ kind: 'realAccount', refusal: decision.refusal });
            break;
          case 'redirectToAgentLanding':
            void navigate('/agent', { replace: true });
            break;
        }
        return false;
      },
      startFreePlay: async () => {
        const login = await loginFreePlay({ deviceId: deviceId(), os: detectOs(navigator.userAgent) });
        await completeLogin(login, { loginType: 'freeplay', entry: 'popup', enteredPassword: null });
      },
    }),
    [completeLogin, loginFreePlay, navigate, openLoginDialog, setDialog],
  );

  // The ask held while the role was pending, decided with the role now known.
  useEffect(() => {
    if (isPending || heldAsk.current === null) return;
    const { action, proceed } = heldAsk.current;
    heldAsk.current = null;
    actions.guard(action, proceed);
  }, [isPending, actions]);

  const internals = useMemo<AuthInternals>(
    () => ({
      dialog: shownDialog,
      setDialog,
      completeLogin,
      confirmLogout,
      afterPasswordChanged,
      settleAccountSwitch,
    }),
    [shownDialog, setDialog, completeLogin, confirmLogout, afterPasswordChanged, settleAccountSwitch],
  );

  return (
    <SessionContext.Provider value={session}>
      <AuthActionsContext.Provider value={actions}>
        <AuthInternalsContext.Provider value={internals}>
          {children}
          {isHostMounted && DialogHost && (
            <Suspense fallback={null}>
              <DialogHost />
            </Suspense>
          )}
        </AuthInternalsContext.Provider>
      </AuthActionsContext.Provider>
    </SessionContext.Provider>
  );
}
