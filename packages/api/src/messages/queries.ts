import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { queryKeys } from '../queryKeys';
import { type InboxQueryContext } from './mapping';
import { getUnreadCount } from './calls';

export function unreadCountQueryOptions(client: ApiClient, context: InboxQueryContext) {
  return queryOptions({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(client, signal),
    enabled: !context.isTrial,
    staleTime: 60_000,
  });
}
