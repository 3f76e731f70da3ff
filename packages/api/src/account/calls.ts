import { mutationOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ProfileField, ProfileFieldName } from '@atrium/domain/account';
import type { ApiClient, Endpoint } from '../client';
import { readQueryOptions } from '../readQuery';
import { memberIconSchema, toMemberIcon, type MemberIcon, type MemberIconWire } from '../member';
import { queryKeys } from '../queryKeys';
import {
  codeSentSchema,
  type CodeSentWire,
  profileSchema,
  type ProfileWire,
  rankProgressSchema,
  type RankProgressWire,
  securitySchema,
  type SecurityWire,
} from './schemas';
import {
  type AccountSecurity,
  type BindableSocialProvider,
  type CodeSent,
  type RankProgress,
  toAccountSecurity,
  toCodeSent,
  toProfileFields,
  toRankProgress,
} from './mapping';

/**
 * My account's calls (spec §2 securityCenter). Every call that changes the account is a mutation without retry
 * (`retry: false`): the app sends each once per user action through its submit guard. Keys sit under the member
 * root, so signing out drops them with the rest of the account's answers.
 */
export const accountKeys = {
  security: () => [...queryKeys.member.all, 'security'] as const,
  profile: () => [...queryKeys.member.all, 'profile'] as const,
  rankProgress: () => [...queryKeys.member.all, 'rankProgress'] as const,
  change: (what: string) => [...queryKeys.member.all, 'change', what] as const,
};

const endpoint = <T>(
  id: string,
  method: Endpoint<T>['method'],
  path: string,
  value: Endpoint<T>['value'],
  encrypted = false,
): Endpoint<T> => ({ id, method, path, moduleId: 'COMM3', needsToken: true, value, encrypted });

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────────────────

export const securityEndpoint = endpoint<SecurityWire>(
  'account.security',
  'GET',
  '/wps/member/security',
  securitySchema,
);
export const profileEndpoint = endpoint<ProfileWire>('account.profile', 'GET', '/wps/member/profile', profileSchema);
export const rankProgressEndpoint = endpoint<RankProgressWire>(
  'account.rankProgress',
  'GET',
  '/wps/relay/MCSFE_getPlayerRankProgress',
  rankProgressSchema,
);

export async function getAccountSecurity(client: ApiClient, signal?: AbortSignal): Promise<AccountSecurity> {
  return toAccountSecurity(await client.call(securityEndpoint, { signal }));
}

export async function getProfile(client: ApiClient, signal?: AbortSignal): Promise<ProfileField[]> {
  return toProfileFields(await client.call(profileEndpoint, { signal }));
}

export async function getRankProgress(client: ApiClient, signal?: AbortSignal): Promise<RankProgress> {
  return toRankProgress(await client.call(rankProgressEndpoint, { signal }));
}

export function accountSecurityQueryOptions(client: ApiClient, enabled = true) {
  return readQueryOptions(accountKeys.security(), getAccountSecurity, client, 30_000, enabled);
}

export function profileQueryOptions(client: ApiClient, enabled = true) {
  return readQueryOptions(accountKeys.profile(), getProfile, client, 30_000, enabled);
}

export function rankProgressQueryOptions(client: ApiClient, enabled = true) {
  return readQueryOptions(accountKeys.rankProgress(), getRankProgress, client, 60_000, enabled);
}

// ─── Profile ────────────────────────────────────────────────────────────────────────────────────────────────

export const saveProfileEndpoint = endpoint<ProfileWire>(
  'account.profile.save',
  'PUT',
  '/wps/member/profile',
  profileSchema,
);

/** Sends only the changed fields (the domain's `profileChanges`); answers the profile as it now is. */
export async function saveProfile(
  client: ApiClient,
  changes: Partial<Record<ProfileFieldName, string>>,
  signal?: AbortSignal,
): Promise<ProfileField[]> {
  return toProfileFields(await client.call(saveProfileEndpoint, { body: { ...changes }, signal }));
}

export function saveProfileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountKeys.change('profile'),
    mutationFn: (changes: Partial<Record<ProfileFieldName, string>>) => saveProfile(client, changes),
    retry: false,
  });
}

// ─── Payment password (encrypted like the login password calls) ────────────────────────────────────────────

export const paymentPasswordEndpoint = endpoint<unknown>(
  'account.paymentPassword',
  'POST',
  '/wps/member/paymentPassword',
  z.unknown(),
  true,
);

export interface PaymentPasswordVariables {
  /** The current payment password; absent when the account has none yet (set). */
  readonly oldPaymentPassword?: string | undefined;
  readonly newPaymentPassword: string;
  readonly confirmPaymentPassword: string;
}

/** Refusals: `password.incorrect` (current one), `field.format`, `password.mismatch`. Nothing is kept here. */
export async function setPaymentPassword(
  client: ApiClient,
  variables: PaymentPasswordVariables,
  signal?: AbortSignal,
): Promise<void> {
  const body: Record<string, string> = {
    newPaymentPassword: variables.newPaymentPassword,
    confirmPaymentPassword: variables.confirmPaymentPassword,
  };
  if (variables.oldPaymentPassword !== undefined) body['oldPaymentPassword'] = variables.oldPaymentPassword;
  await client.call(paymentPasswordEndpoint, { body, signal });
}

export function paymentPasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountKeys.change('paymentPassword'),
    mutationFn: (variables: PaymentPasswordVariables) => setPaymentPassword(client, variables),
    // The variables hold a password or a code: the mutation cache forgets them as soon as the call settles.
    gcTime: 0,
    retry: false,
  });
}

// ─── Binding: codes, then the bind ──────────────────────────────────────────────────────────────────────────

export type BindTarget =
  | { readonly kind: 'mobile'; readonly countryDialingCode: string; readonly mobileNum: string }
  | { readonly kind: 'email'; readonly email: string }
  /** The bank account name: its code goes to the phone already bound. */
  | { readonly kind: 'bankAccountName'; readonly bankAccountName: string };

export const bindMobileCodeEndpoint = endpoint<CodeSentWire>(
  'account.bind.mobile.code',
  'POST',
  '/wps/verification/sms/bind',
  codeSentSchema,
);
export const bindEmailCodeEndpoint = endpoint<CodeSentWire>(
  'account.bind.email.code',
  'POST',
  '/wps/verification/email/bind',
  codeSentSchema,
);
export const boundMobileCodeEndpoint = endpoint<CodeSentWire>(
  'account.bind.boundMobile.code',
  'POST',
  '/wps/verification/sms/bound',
  codeSentSchema,
);

/**
 * Sends the code of a binding. Refusals: `phone.invalid`, `mobile.exists`, `email.exists`, `field.format`,
 * `TOO_MANY_REQUESTS` (a code still valid), `operation.not.allowed` (a bank account name with no phone bound).
 */
export async function sendBindCode(client: ApiClient, target: BindTarget, signal?: AbortSignal): Promise<CodeSent> {
  switch (target.kind) {
    case 'mobile':
      return toCodeSent(
        await client.call(bindMobileCodeEndpoint, {
          body: { countryDialingCode: target.countryDialingCode, mobileNum: target.mobileNum.trim() },
          signal,
        }),
      );
    case 'email':
      return toCodeSent(await client.call(bindEmailCodeEndpoint, { body: { email: target.email.trim() }, signal }));
    case 'bankAccountName':
      return toCodeSent(await client.call(boundMobileCodeEndpoint, { body: {}, signal }));
  }
}

export function bindCodeMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountKeys.change('bindCode'),
    mutationFn: (target: BindTarget) => sendBindCode(client, target),
    retry: false,
  });
}

const bindEndpoint = (kind: BindTarget['kind']) =>
  endpoint<SecurityWire>(`account.bind.${kind}`, 'PUT', `/wps/member/bind/${kind}`, securitySchema, true);

export const bindMobileEndpoint = bindEndpoint('mobile');
export const bindEmailEndpoint = bindEndpoint('email');
export const bindBankAccountNameEndpoint = bindEndpoint('bankAccountName');

export interface BindVariables {
  readonly target: BindTarget;
  readonly verificationCode: string;
}

export function bindBody({ target, verificationCode }: BindVariables): Record<string, string> {
  const code = verificationCode.trim();
  switch (target.kind) {
    case 'mobile':
      return {
        countryDialingCode: target.countryDialingCode,
        mobileNum: target.mobileNum.trim(),
        verificationCode: code,
      };
    case 'email':
      return { email: target.email.trim(), verificationCode: code };
    case 'bankAccountName':
      return { bankAccountName: target.bankAccountName.trim(), verificationCode: code };
  }
}

/** Binds with the code; answers what is bound now. Refusals: the code's (`verification.code.*`) and the sends'. */
export async function bind(
  client: ApiClient,
  variables: BindVariables,
  signal?: AbortSignal,
): Promise<AccountSecurity> {
  const target = {
    mobile: bindMobileEndpoint,
    email: bindEmailEndpoint,
    bankAccountName: bindBankAccountNameEndpoint,
  }[variables.target.kind];
  return toAccountSecurity(await client.call(target, { body: bindBody(variables), signal }));
}

export function bindMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountKeys.change('bind'),
    mutationFn: (variables: BindVariables) => bind(client, variables),
    // The variables hold a password or a code: the mutation cache forgets them as soon as the call settles.
    gcTime: 0,
    retry: false,
  });
}

// ─── Social binding (irreversible, §4) ──────────────────────────────────────────────────────────────────────

export const bindSocialEndpoint = endpoint<SecurityWire>(
  'account.bind.social',
  'POST',
  '/wps/member/bind/social',
  securitySchema,
  true,
);

export interface BindSocialVariables {
  readonly provider: BindableSocialProvider;
  /** The provider's one-time code for the identity (the demo: `requestDemoSocialConsent`). */
  readonly code: string;
}

/** Refusals: `login.failed` (the code), `operation.not.allowed` (identity bound to another account). */
export async function bindSocial(
  client: ApiClient,
  variables: BindSocialVariables,
  signal?: AbortSignal,
): Promise<AccountSecurity> {
  return toAccountSecurity(
    await client.call(bindSocialEndpoint, { body: { provider: variables.provider, code: variables.code }, signal }),
  );
}

// ─── Avatar ─────────────────────────────────────────────────────────────────────────────────────────────────

const iconEndpoint = (id: string, method: 'PUT' | 'POST') =>
  endpoint<MemberIconWire>(id, method, '/wps/member/info/icon', memberIconSchema);

/** PUT /wps/member/info/icon `{ iconIndex }`: a built-in avatar (designed). */
export const chooseIconEndpoint = iconEndpoint('account.icon.choose', 'PUT');
/** POST /wps/member/info/icon `{ fileName, contentType, data }` (base64): an uploaded picture (designed). */
export const uploadIconEndpoint = iconEndpoint('account.icon.upload', 'POST');

export type AvatarChange =
  | { readonly kind: 'preset'; readonly index: number }
  | {
      readonly kind: 'upload';
      readonly fileName: string;
      readonly contentType: 'image/png' | 'image/jpeg';
      /** The picture's bytes, base64 (the client core sends JSON only). */
      readonly base64: string;
    };

export async function changeAvatar(client: ApiClient, change: AvatarChange, signal?: AbortSignal): Promise<MemberIcon> {
  const wire =
    change.kind === 'preset'
      ? await client.call(chooseIconEndpoint, { body: { iconIndex: change.index }, signal })
      : await client.call(uploadIconEndpoint, {
          body: { fileName: change.fileName, contentType: change.contentType, data: change.base64 },
          signal,
        });
  return toMemberIcon(wire);
}

export function changeAvatarMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountKeys.change('avatar'),
    mutationFn: (change: AvatarChange) => changeAvatar(client, change),
    retry: false,
  });
}
