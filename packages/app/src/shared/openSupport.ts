import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@atrium/api/queryKeys';
import { supportLinkQueryOptions, type SystemStatus } from '@atrium/api/system';
import type { SafeLink } from '@atrium/domain/links';

/** Spec §9 "Service window 440x750": customer service opens in its own small window, without an opener. */
export const SUPPORT_WINDOW_FEATURES = 'noopener,noreferrer,width=440,height=750';

export function openSupport(link: SafeLink, open: typeof window.open = window.open.bind(window)): void {
  open(link.kind === 'internal' ? link.path : link.url, 'atrium-support', SUPPORT_WINDOW_FEATURES);
}

const STATUS_QUERY_ROOT = queryKeys.system.status('').slice(0, 2);

/**
 * Where "customer service" leads, or null while it is worked out or when the status names no usable entry: the
 * status's links are decoded once, after the status has arrived. Without `status`, the start-up gate's answer is read
 * from the cache (it is there before any route renders).
 */
export function useSupportLink(status?: SystemStatus): SafeLink | null {
  const queryClient = useQueryClient();
  const known =
    status ??
    queryClient
      .getQueriesData<SystemStatus>({ queryKey: STATUS_QUERY_ROOT })
      .map(([, data]) => data)
      .find((data) => data !== undefined);
  return useQuery(supportLinkQueryOptions(known?.customerService ?? [])).data ?? null;
}
