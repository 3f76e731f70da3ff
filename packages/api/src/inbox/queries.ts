import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { type InboxQueryContext } from '../messages';
import { queryKeys } from '../queryKeys';
import { type MessageListRequest, getMessages, markMessagesRead, markAllMessagesRead, deleteMessages } from './calls';

export function messagesQueryOptions(client: ApiClient, request: MessageListRequest, context: InboxQueryContext) {
  return queryOptions({
    queryKey: queryKeys.messages.list(request.unreadOnly, request.page, request.pageSize),
    queryFn: ({ signal }) => getMessages(client, request, signal),
    enabled: !context.isTrial,
  });
}

/**
 * After any change to the inbox: the unread count the platform answered goes straight into the count's query (the
 * header and the menu badges read it), and both it and the lists are invalidated, so every reader asks again.
 */
function refreshInbox(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData(queryKeys.messages.unreadCount(), Math.max(0, unread));
  return queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
}

export function markMessagesReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'markRead'],
    mutationFn: (messageIds: readonly string[]) => markMessagesRead(client, messageIds),
    retry: false,
    onSuccess: (unread, _ids, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}

export function markAllMessagesReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'markAllRead'],
    mutationFn: () => markAllMessagesRead(client),
    retry: false,
    onSuccess: (unread, _vars, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}

export function deleteMessagesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'delete'],
    mutationFn: (messageIds: readonly string[]) => deleteMessages(client, messageIds),
    retry: false,
    onSuccess: (unread, _ids, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}
