import { queryOptions } from '@tanstack/react-query';
import { safeLinkTarget, type SafeLink } from '@atrium/domain/links';
import { queryKeys } from '../queryKeys';
import type { CustomerServiceEntry } from './mapping';

/**
 * Where "customer service" leads: the first of the status's entries whose link decodes and is safe to open, or null
 * when none does. The decoder is imported here, lazily, so it is never part of the first screen's scripts.
 */
export async function supportLinkOf(entries: readonly CustomerServiceEntry[]): Promise<SafeLink | null> {
  if (entries.length === 0) return null;
  const { decodeCustomerServicePath } = await import('../crypto/customerService');
  for (const entry of entries) {
    const link = safeLinkTarget(decodeCustomerServicePath(entry.path));
    if (link) return link;
  }
  return null;
}

/** The decoded support link of these entries: worked out once per set of entries, never refetched. */
export function supportLinkQueryOptions(entries: readonly CustomerServiceEntry[]) {
  return queryOptions({
    queryKey: queryKeys.system.supportLink(entries.map((entry) => entry.path)),
    queryFn: () => supportLinkOf(entries),
    enabled: entries.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
