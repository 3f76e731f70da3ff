import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import { getSystemStatus } from './calls';

/** Retries a transient failure once; a malformed or refused answer is shown at once (the page offers retry). */
export function systemStatusQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: queryKeys.system.status(language),
    queryFn: ({ signal }) => getSystemStatus(client, signal),
    retry: retryTransientOnce,
    staleTime: 60_000,
  });
}
