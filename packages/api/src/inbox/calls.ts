import type { ApiClient } from '../client';
import { MESSAGES_MODULE_ID as MODULE_ID } from '../messages';
import { messageListSchema, markReadResultSchema } from './schemas';
import { toMessagePage } from './mapping';
import { caller, endpointsOf } from '../endpoints';

const area = endpointsOf('messages', { moduleId: MODULE_ID, needsToken: true });

export interface MessageListRequest {
  readonly unreadOnly: boolean;
  readonly page: number;
  readonly pageSize: number;
}

export const messageListEndpoint = area.get('list', '/wps/relay/CSP_getInbox', messageListSchema);

export const getMessages = caller(
  messageListEndpoint,
  (request: MessageListRequest) => ({
    query: { unreadOnly: request.unreadOnly, pageNo: request.page, pageSize: request.pageSize },
  }),
  toMessagePage,
);

export const markMessagesReadEndpoint = area.post('markRead', '/wps/relay/CSP_readMessage', markReadResultSchema);

/** Marks messages read; answers the unread count after. */
export async function markMessagesRead(client: ApiClient, messageIds: readonly string[]): Promise<number> {
  return (await client.call(markMessagesReadEndpoint, { body: { messageIds } })).unreadCount;
}

/** Marks every message read (the same call with `all: true`); answers the unread count after (0). */
export async function markAllMessagesRead(client: ApiClient): Promise<number> {
  return (await client.call(markMessagesReadEndpoint, { body: { all: true } })).unreadCount;
}

export const deleteMessagesEndpoint = area.post('delete', '/wps/relay/CSP_deleteMessage', markReadResultSchema);

/**
 * Deletes messages the platform lets the member delete (`canDelete`); the platform refuses the others
 * (`function.not.available`). Answers the unread count after.
 */
export async function deleteMessages(client: ApiClient, messageIds: readonly string[]): Promise<number> {
  return (await client.call(deleteMessagesEndpoint, { body: { messageIds } })).unreadCount;
}
