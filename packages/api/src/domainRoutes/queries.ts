import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { retryTransientOnce } from '../errors';
import { queryKeys } from '../queryKeys';
import { getDomainRoutes } from './calls';

export function domainRoutesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings.domainRoutes(),
    queryFn: ({ signal }) => getDomainRoutes(client, signal),
    retry: retryTransientOnce,
    staleTime: 10 * 60_000,
  });
}
