import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { clampPage, parsePageParam, recordRangeFromParams } from '@atrium/domain/records';
import type { RecordLoadState, RecordRangeValue } from '@atrium/ui/records';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../apiClient';
import { useLanguage } from '../language';
import { useSearchNavigation } from '../useSearchNavigation';

/**
 * What every record page reads from the address (`?tab=…&from=…&to=…&page=…` and its filters), so a reload or a
 * shared link keeps the range, the filters and the page; and the setters that change it. A new range or filter
 * goes back to the first page.
 *
 * Days are the reader's own: the platform states no time zone, and a player means "today" where they are.
 */
export function useRecordPage<F extends string>(filterNames: readonly F[]) {
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const page = parsePageParam(params.get('page'));
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) || null])) as Record<
    F,
    string | null
  >;

  const update = useCallback(
    (changes: Readonly<Record<string, string | null>>, resetPage: boolean) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      go(`?${next.toString()}`, false);
    },
    [params, go],
  );

  const client = useApiClient();
  const { platformLanguage } = useLanguage();
  const balance = useQuery(walletBalanceQueryOptions(client));

  return {
    client,
    language: platformLanguage,
    now,
    offsetMinutes,
    range,
    page,
    filters,
    currencySymbol: balance.data?.currencySymbol ?? '',
    setRange: (next: RecordRangeValue) => update({ from: next.start, to: next.end }, true),
    setFilter: (name: F, value: string | null) => update({ [name]: value }, true),
    /** Several filters at once (one form's answer): one address change, back to the first page. */
    setFilters: (changes: Readonly<Partial<Record<F, string | null>>>) =>
      update(changes as Readonly<Record<string, string | null>>, true),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }, false),
  };
}

/**
 * Once the answer says how many pages there are, an address past the last one (an old link, fewer records since) is
 * replaced by the last page, rather than showing "no records" for a range that has some.
 */
export function useKeepPageInRange(page: number, totalPages: number | undefined) {
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const wanted = totalPages !== undefined && totalPages >= 1 ? clampPage(page, totalPages) : page;
  useEffect(() => {
    if (wanted === page) return;
    const next = new URLSearchParams(params);
    if (wanted > 1) next.set('page', String(wanted));
    else next.delete('page');
    go(`?${next.toString()}`, true);
  }, [wanted, page, params, go]);
}

/** The frame's state from a record query: the previous answer stays while the next range or page loads. */
export function recordLoadState<T>(query: UseQueryResult<T, unknown>, isEmpty: (data: T) => boolean): RecordLoadState {
  if (query.data !== undefined)
    return { status: 'ready', isEmpty: isEmpty(query.data), isUpdating: query.isPlaceholderData };
  if (query.isError)
    return {
      status: 'error',
      messageKey: isApiError(query.error) ? query.error.messageKey : undefined,
      isRetrying: query.isFetching,
    };
  return { status: 'loading' };
}

/** What the frame and the pager read of a record page's view (its filters aside). */
export type RecordView = Pick<
  ReturnType<typeof useRecordPage>,
  'range' | 'setRange' | 'now' | 'offsetMinutes' | 'currencySymbol' | 'page' | 'setPage'
>;

/** The props every record page's frame takes from the address and its query: range, clock, currency, state, retry. */
export function recordFrameProps<T>(
  view: RecordView,
  query: UseQueryResult<T, unknown>,
  isEmpty: (data: T) => boolean,
) {
  return {
    range: view.range,
    onRangeChange: view.setRange,
    now: view.now,
    offsetMinutes: view.offsetMinutes,
    currencySymbol: view.currencySymbol,
    state: recordLoadState(query, isEmpty),
    onRetry: () => void query.refetch(),
  };
}

/**
 * A paged record list: its query, kept on a page that exists, and the frame's props with the pager's. An empty
 * list is one with no items on the page asked for.
 */
export function usePagedRecords<
  T extends { readonly items: readonly unknown[]; readonly totalPages: number },
  K extends QueryKey,
>(view: RecordView, options: UseQueryOptions<T, unknown, T, K>) {
  const query = useQuery(options);
  useKeepPageInRange(view.page, query.data?.totalPages);
  return {
    data: query.data,
    frame: {
      ...recordFrameProps(view, query, (data) => data.items.length === 0),
      page: view.page,
      totalPages: query.data?.totalPages ?? 0,
      onPageChange: view.setPage,
    },
  };
}
