import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { firstLoginMutationOptions, logout as logoutCall, type LoginInfo } from '@atrium/api/session';
import { afterLoginSuccess, type ForcedPasswordChangeReason } from '@atrium/domain/session';
import { useApiClient } from '../apiClient';
import { useBrand } from '../brand';
import { clearSession, readToken, storeAccount, storeLoginType, storeToken } from '../session';
import type { AuthDialogState, CompleteLoginContext, CompleteLoginResult } from './authContext';

interface LoginSetters {
  readonly forgetAccountData: () => void;
  readonly endNoticeRef: MutableRefObject<string | null>;
  readonly setDialog: (next: AuthDialogState) => void;
  readonly setToken: (token: string) => void;
  readonly setLoginAccountType: (type: number) => void;
  readonly setFirstLoginToken: (token: string) => void;
  readonly setLoginForced: (forced: { readonly token: string; readonly reason: ForcedPasswordChangeReason }) => void;
}

/** §4 after a successful login: the domain's `afterLoginSuccess` decides, this carries its effects out. */
export function useCompleteLogin(setters: LoginSetters) {
  const client = useApiClient();
  const brand = useBrand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate: runFirstLoginAction } = useMutation(firstLoginMutationOptions(client));
  const {
    forgetAccountData,
    endNoticeRef,
    setDialog,
    setToken,
    setLoginAccountType,
    setFirstLoginToken,
    setLoginForced,
  } = setters;

  return useCallback(
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
      endNoticeRef.current = null;
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
      endNoticeRef,
      navigate,
      queryClient,
      setDialog,
      setToken,
      setLoginAccountType,
      setFirstLoginToken,
      setLoginForced,
    ],
  );
}
