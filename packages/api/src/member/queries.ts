import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { type LanguageChange } from './mapping';
import { getMemberInfo, getMemberIcon, setMemberLanguage } from './calls';

/** Only for a signed-in session (`enabled`); a refusal is shown at once, a transient failure retried once. */
export function memberInfoQueryOptions(client: ApiClient, enabled = true) {
  return readQueryOptions(queryKeys.member.info(), getMemberInfo, client, 30_000, enabled);
}

export function memberIconQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.member.icon(),
    queryFn: ({ signal }) => getMemberIcon(client, signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function memberLanguageMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: queryKeys.member.language(),
    mutationFn: (change: LanguageChange) => setMemberLanguage(client, change),
    retry: false,
  });
}
