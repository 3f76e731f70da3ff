import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { retryTransientOnce } from './errors';

/**
 * The usual query of an area: its key, the read that fills it and how long the answer stays fresh, retried once
 * after a transient failure and never after a refusal (`retryTransientOnce`); `enabled` when the caller says so.
 */
export function readQueryOptions<TData, TKey extends QueryKey>(
  queryKey: TKey,
  read: (client: ApiClient, signal?: AbortSignal) => Promise<TData>,
  client: ApiClient,
  staleTime: number,
  enabled = true,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(client, signal),
    enabled,
    retry: retryTransientOnce,
    staleTime,
  });
}

/**
 * A page of a list or report asked for with a request (range, filters, page): like `readQueryOptions`, and the
 * previous page stays on screen while the next loads, with no flash of the loading state.
 */
export function pagedQueryOptions<TData, TRequest, TKey extends QueryKey>(
  queryKey: TKey,
  read: (client: ApiClient, request: TRequest, signal?: AbortSignal) => Promise<TData>,
  client: ApiClient,
  request: TRequest,
  staleTime: number,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(client, request, signal),
    retry: retryTransientOnce,
    placeholderData: keepPreviousData,
    staleTime,
  });
}
