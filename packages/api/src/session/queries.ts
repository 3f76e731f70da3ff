import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { sentOnceMutationOptions } from '../mutations';
import { queryKeys } from '../queryKeys';
import {
  completeFirstLogin,
  type FreePlayVariables,
  getCaptcha,
  login,
  loginFreePlay,
  type LoginSmsVariables,
  type LoginVariables,
  logout,
  sendLoginSms,
} from './calls';

// ── Login ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Never retried: a repeat would count as another failure (captcha, lockout). No variable goes into a key. */
export function loginMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'login'], (variables: LoginVariables) =>
    login(client, variables),
  );
}

// ── Free play ────────────────────────────────────────────────────────────────────────────────────────────────────

export function freePlayMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'freePlay'], (variables: FreePlayVariables) =>
    loginFreePlay(client, variables),
  );
}

// ── Logout ───────────────────────────────────────────────────────────────────────────────────────────────────────

export function logoutMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'logout'],
    mutationFn: () => logout(client),
    retry: false,
  });
}

// ── SMS without login (login by SMS, forgot password by mobile) ──────────────────────────────────────────────────

export function loginSmsMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'loginSms'], (variables: LoginSmsVariables) =>
    sendLoginSms(client, variables),
  );
}

// ── Captcha ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Each fetch is a new captcha (the previous one is spent): never cached, never refetched behind the user's back.
 * Refresh with `refetch()` (throttled by the app, §4 "at most once per second").
 */
export function captchaQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.session.captcha(),
    queryFn: ({ signal }) => getCaptcha(client, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

// ── First-login action ───────────────────────────────────────────────────────────────────────────────────────────

export function firstLoginMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.session.all, 'firstLogin'],
    mutationFn: () => completeFirstLogin(client),
    retry: false,
  });
}
