import { queryOptions } from '@tanstack/react-query';
import type { ExclusionPeriod, RealityCheckMinutes } from '@atrium/domain/saferPlay';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { sentOnceMutationOptions } from '../mutations';
import { getSaferPlayState, type SetLimitInput, setRealityCheck, setSaferPlayLimit, takeExclusion } from './calls';

/**
 * Under the member's root, so sign-in, sign-out and session expiry drop it with the rest of the account's answers
 * (queryKeys.ts ACCOUNT_QUERY_ROOTS).
 */
export const saferPlayQueryKeys = {
  state: () => ['member', 'saferPlay'] as const,
};

/** Usage and the session's figures move as the member plays: never older than a minute on the page. */
export function saferPlayQueryOptions(client: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: saferPlayQueryKeys.state(),
    queryFn: ({ signal }) => getSaferPlayState(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}

/** Each change is sent once: a repeat of a stricter limit is harmless, of a break it is not, so none repeats. */
export function setSaferPlayLimitMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(['saferPlay', 'limit'], (input: SetLimitInput) => setSaferPlayLimit(client, input));
}

export function setRealityCheckMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(['saferPlay', 'realityCheck'], (minutes: RealityCheckMinutes) =>
    setRealityCheck(client, minutes),
  );
}

export function takeExclusionMutationOptions(client: ApiClient) {
  return sentOnceMutationOptions(['saferPlay', 'exclusion'], (period: ExclusionPeriod) =>
    takeExclusion(client, period),
  );
}
