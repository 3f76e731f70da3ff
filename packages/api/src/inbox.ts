import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unsafeHtml, type UnsafeHtml } from './html';
import type { ApiClient, Endpoint } from './client';
import { MESSAGES_MODULE_ID as MODULE_ID, type InboxQueryContext } from './messages';
import { queryKeys } from './queryKeys';

/**
 * The inbox page's calls (spec §2 messageV2; docs/centres.md CSP_getInbox): the list, mark read, mark all read and delete.
 * A module apart from messages.ts, which the header's unread count puts in the start-up chunk: these load with the
 * page. Only CSP_getInbox is a known name; the shapes and the other calls are assumed (packages/api README).
 */

// ─── Inbox: GET /wps/relay/CSP_getInbox ─────────────────────────────────────────────────────────────────────

export const messageSchema = z.object({
  messageId: z.string(),
  title: z.string(),
  /** HTML from the platform: sanitize before showing (docs/architecture.md security stance). */
  content: z.string(),
  createdTime: z.number(),
  isRead: z._default(z.boolean(), false),
  /** Whether the platform lets the member delete it (notices it must keep, such as security ones, say false). */
  canDelete: z._default(z.boolean(), false),
});

export const messageListSchema = z.object({
  list: z._default(z.array(messageSchema), []),
  pageNo: z._default(z.number(), 1),
  totalPages: z._default(z.number(), 0),
  totalCount: z._default(z.number(), 0),
});
export type MessageListWire = z.infer<typeof messageListSchema>;

export interface PlatformMessage {
  readonly id: string;
  readonly title: string;
  /** Untrusted server HTML: the UI sanitizes it before rendering (as announcements). */
  readonly contentHtml: UnsafeHtml;
  readonly createdAt: number;
  readonly isRead: boolean;
  readonly canDelete: boolean;
}

export interface MessagePage {
  readonly items: readonly PlatformMessage[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export interface MessageListRequest {
  readonly unreadOnly: boolean;
  readonly page: number;
  readonly pageSize: number;
}

export const messageListEndpoint: Endpoint<MessageListWire> = {
  id: 'messages.list',
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  moduleId: MODULE_ID,
  needsToken: true,
  value: messageListSchema,
};

export function toMessagePage(wire: MessageListWire): MessagePage {
  return {
    items: wire.list.map((m) => ({
      id: m.messageId,
      title: m.title,
      contentHtml: unsafeHtml(m.content),
      createdAt: m.createdTime,
      isRead: m.isRead,
      canDelete: m.canDelete,
    })),
    page: wire.pageNo,
    totalPages: wire.totalPages,
    totalCount: wire.totalCount,
  };
}

export async function getMessages(
  client: ApiClient,
  request: MessageListRequest,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = { unreadOnly: request.unreadOnly, pageNo: request.page, pageSize: request.pageSize };
  return toMessagePage(await client.call(messageListEndpoint, { query, signal }));
}

export function messagesQueryOptions(client: ApiClient, request: MessageListRequest, context: InboxQueryContext) {
  return queryOptions({
    queryKey: queryKeys.messages.list(request.unreadOnly, request.page, request.pageSize),
    queryFn: ({ signal }) => getMessages(client, request, signal),
    enabled: !context.isTrial,
  });
}

// ─── Mark read: POST /wps/relay/CSP_readMessage ─────────────────────────────────────────────────────────────

export const markReadResultSchema = z.object({ unreadCount: z.number() });

/**
 * After any change to the inbox: the unread count the platform answered goes straight into the count's query (the
 * header and the menu badges read it), and both it and the lists are invalidated, so every reader asks again.
 */
function refreshInbox(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData(queryKeys.messages.unreadCount(), Math.max(0, unread));
  return queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
}

export const markMessagesReadEndpoint: Endpoint<{ unreadCount: number }> = {
  id: 'messages.markRead',
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  moduleId: MODULE_ID,
  needsToken: true,
  value: markReadResultSchema,
};

/** Marks messages read; answers the unread count after. */
export async function markMessagesRead(client: ApiClient, messageIds: readonly string[]): Promise<number> {
  return (await client.call(markMessagesReadEndpoint, { body: { messageIds } })).unreadCount;
}

export function markMessagesReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'markRead'],
    mutationFn: (messageIds: readonly string[]) => markMessagesRead(client, messageIds),
    retry: false,
    onSuccess: (unread, _ids, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}

/** Marks every message read (the same call with `all: true`); answers the unread count after (0). */
export async function markAllMessagesRead(client: ApiClient): Promise<number> {
  return (await client.call(markMessagesReadEndpoint, { body: { all: true } })).unreadCount;
}

export function markAllMessagesReadMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'markAllRead'],
    mutationFn: () => markAllMessagesRead(client),
    retry: false,
    onSuccess: (unread, _vars, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}

// ─── Delete: POST /wps/relay/CSP_deleteMessage (assumed) ────────────────────────────────────────────────────

export const deleteMessagesEndpoint: Endpoint<{ unreadCount: number }> = {
  id: 'messages.delete',
  method: 'POST',
  path: '/wps/relay/CSP_deleteMessage',
  moduleId: MODULE_ID,
  needsToken: true,
  value: markReadResultSchema,
};

/**
 * Deletes messages the platform lets the member delete (`canDelete`); the platform refuses the others
 * (`function.not.available`). Answers the unread count after.
 */
export async function deleteMessages(client: ApiClient, messageIds: readonly string[]): Promise<number> {
  return (await client.call(deleteMessagesEndpoint, { body: { messageIds } })).unreadCount;
}

export function deleteMessagesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...queryKeys.messages.all, 'delete'],
    mutationFn: (messageIds: readonly string[]) => deleteMessages(client, messageIds),
    retry: false,
    onSuccess: (unread, _ids, _result, { client: queryClient }) => refreshInbox(queryClient, unread),
  });
}
