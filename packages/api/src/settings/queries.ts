import { queryOptions } from '@tanstack/react-query';
import type { PlatformLanguageCode } from '@atrium/domain/i18n';
import { readQueryOptions } from '../readQuery';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import { getWhitelabelSwitches, getHelpCenter, getCountries } from './calls';

export function whitelabelQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.settings.whitelabel(), getWhitelabelSwitches, client, 5 * 60_000);
}

/** Keyed by language: a language change loads that language's help. */
export function helpCenterQueryOptions(client: ApiClient, language: PlatformLanguageCode) {
  return queryOptions({
    queryKey: queryKeys.settings.helpCenter(language),
    queryFn: ({ signal }) => getHelpCenter(client, language, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}

/** The list hardly ever changes: kept for the whole visit. */
export function countriesQueryOptions(client: ApiClient) {
  return readQueryOptions(queryKeys.settings.countries(), getCountries, client, Infinity);
}
