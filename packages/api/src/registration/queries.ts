import { queryOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import {
  getRegisterRules,
  type RegisterSmsVariables,
  sendRegisterSms,
  checkAffiliateCode,
  type RegisterVariables,
  register,
} from './calls';
import { sentOnceMutationOptions } from '../mutations';

/** §7 "registration validation (cached)": kept for the visit; a transient failure is retried once. */
export function registerRulesQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.session.registerRules(), getRegisterRules, client, Infinity);
}

export function registerSmsMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'registerSms'], (variables: RegisterSmsVariables) =>
    sendRegisterSms(client, variables),
  );
}

export function affiliateQueryOptions(client: ApiClient, code: string, domain: string) {
  return queryOptions({
    queryKey: queryKeys.session.affiliate(code, domain),
    queryFn: ({ signal }) => checkAffiliateCode(client, code, domain, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function registerMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions([...queryKeys.session.all, 'register'], (variables: RegisterVariables) =>
    register(client, variables),
  );
}
