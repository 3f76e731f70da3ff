import type { UseQueryResult } from '@tanstack/react-query';

/** A part of a page that loads on its own, as ui's views take it (`Loadable`, `MissionPart`). */
export type QueryPart<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void; readonly isRetrying: boolean }
  | { readonly status: 'ready'; readonly data: T };

/** A query as a page part: its data (through `map`), or its loading or failed state with the retry. */
export function queryPart<T>(query: UseQueryResult<T, unknown>): QueryPart<T>;
export function queryPart<T, R>(query: UseQueryResult<T, unknown>, map: (data: T) => R): QueryPart<R>;
export function queryPart<T, R>(query: UseQueryResult<T, unknown>, map?: (data: T) => R): QueryPart<T | R> {
  if (query.data !== undefined) return { status: 'ready', data: map ? map(query.data) : query.data };
  if (query.isError) return { status: 'error', onRetry: () => void query.refetch(), isRetrying: query.isFetching };
  return { status: 'loading' };
}
