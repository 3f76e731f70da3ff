import type { ApiClient, Endpoint } from '../client';
import { MESSAGES_MODULE_ID as MODULE_ID } from '../messages';
import { messageListSchema, type MessageListWire, markReadResultSchema } from './schemas';
import { type MessagePage, toMessagePage } from './mapping';

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

export async function getMessages(
  client: ApiClient,
  request: MessageListRequest,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = { unreadOnly: request.unreadOnly, pageNo: request.page, pageSize: request.pageSize };
  return toMessagePage(await client.call(messageListEndpoint, { query, signal }));
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

/** Marks every message read (the same call with `all: true`); answers the unread count after (0). */
export async function markAllMessagesRead(client: ApiClient): Promise<number> {
  return (await client.call(markMessagesReadEndpoint, { body: { all: true } })).unreadCount;
}

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
