import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAccountQueryKey } from '@atrium/api/queryKeys';
import { freePlayMutationOptions } from '@atrium/api/session';
import { memberInfoQueryOptions } from '@atrium/api/member';
import {
  AFTER_FORCED_PASSWORD_CHANGE,
  roleOf,
  type ForcedPasswordChangeReason,
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
  settleHeldAddressToken,
  storeAccount,
} from '../session';
import {
  AuthActionsContext,
  AuthInternalsContext,
  SessionContext,
  type AuthActions,
  type AuthInternals,
  type Session,
} from './authContext';
import { detectOs } from './detectOs';
import { dialogWithForcedChange, forcedChangeFromMemberInfo } from './forcedChange';
import { useAccessGuard } from './useAccessGuard';
import { useAuthDialog } from './useAuthDialog';
import { useCompleteLogin } from './useCompleteLogin';
import { useSessionEndings } from './useSessionEndings';
import { useSignOut } from './useSignOut';

export { SESSION_EXPIRED_NOTICE, sessionEndNotice } from './sessionEnd';
export { forcedChangeFromMemberInfo } from './forcedChange';

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
  const { dialog, setDialog, openLoginDialog, endNoticeRef } = useAuthDialog(
    boot.heldToken !== null ? { kind: 'switchAccount' } : null,
  );
  // Once a dialog has opened, the host stays mounted so its closing animation and lazy chunk are kept.
  const [isHostMounted, setHostMounted] = useState(false);

  const memberInfo = useQuery(memberInfoQueryOptions(client, token !== null));
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

  const {
    signOut: confirmLogout,
    signOutEnded: leaveEndedSession,
    leave,
    isLeaving,
    isEndedByChoice,
  } = useSignOut({
    client,
    pathRef,
    endLocalSession,
    setDialog,
    hasToken: token !== null,
  });
  // While a sign-out leaves a guarded page, that page's refusal of the guest opens no login popup (it goes home).
  const openLoginUnlessLeaving = useCallback(
    (noticeKey: string | null) => {
      if (!isLeaving()) openLoginDialog(noticeKey);
    },
    [isLeaving, openLoginDialog],
  );
  useSessionEndings({ client, endLocalSession, leave, isEndedByChoice, openLoginDialog, endNoticeRef });

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
  const shownDialog = useMemo(() => dialogWithForcedChange(dialog, forced), [dialog, forced]);
  if (shownDialog !== null && !isHostMounted) setHostMounted(true);

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

  const completeLogin = useCompleteLogin({
    forgetAccountData,
    endNoticeRef,
    setDialog,
    setToken,
    setLoginAccountType,
    setFirstLoginToken,
    setLoginForced,
  });
  const guard = useAccessGuard({ role, isPending, forced, openLoginDialog: openLoginUnlessLeaving, setDialog });

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
      openLogin: (options) => openLoginUnlessLeaving(options?.noticeKey ?? null),
      openRegister: (options) => {
        if (options?.fromAddress === true && endNoticeRef.current !== null) openLoginDialog(null);
        else setDialog({ kind: 'register' });
      },
      openForgotPassword: () => setDialog({ kind: 'forgotPassword' }),
      openChangePassword: () => setDialog({ kind: 'changePassword', forced: null }),
      requestLogout: () => setDialog({ kind: 'logoutConfirm' }),
      closeDialog: () => setDialog(null),
      guard,
      startFreePlay: async () => {
        const login = await loginFreePlay({ deviceId: deviceId(), os: detectOs(navigator.userAgent) });
        await completeLogin(login, { loginType: 'freeplay', entry: 'popup', enteredPassword: null });
      },
    }),
    [completeLogin, endNoticeRef, guard, loginFreePlay, openLoginDialog, openLoginUnlessLeaving, setDialog],
  );

  const internals = useMemo<AuthInternals>(
    () => ({
      dialog: shownDialog,
      setDialog,
      completeLogin,
      confirmLogout,
      leaveEndedSession,
      afterPasswordChanged,
      settleAccountSwitch,
    }),
    [
      shownDialog,
      setDialog,
      completeLogin,
      confirmLogout,
      leaveEndedSession,
      afterPasswordChanged,
      settleAccountSwitch,
    ],
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
