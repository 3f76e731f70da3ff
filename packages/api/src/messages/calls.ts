import type { ApiClient, Endpoint } from '../client';
import { unreadCountSchema } from './schemas';

export const MESSAGES_MODULE_ID = 'INBOX3';

export const unreadCountEndpoint: Endpoint<number> = {
  id: 'messages.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: MESSAGES_MODULE_ID,
  needsToken: true,
  value: unreadCountSchema,
};

export async function getUnreadCount(client: ApiClient, signal?: AbortSignal): Promise<number> {
  return Math.max(0, await client.call(unreadCountEndpoint, { signal }));
}
