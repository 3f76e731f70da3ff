import type { ApiClient } from '../client';
import { unreadCountSchema } from './schemas';
import { endpointsOf } from '../endpoints';

export const MESSAGES_MODULE_ID = 'INBOX3';
const area = endpointsOf('messages', { moduleId: MESSAGES_MODULE_ID, needsToken: true });

export const unreadCountEndpoint = area.get('unreadCount', '/wps/relay/CSP_unreadCount', unreadCountSchema);

export async function getUnreadCount(client: ApiClient, signal?: AbortSignal): Promise<number> {
  return Math.max(0, await client.call(unreadCountEndpoint, { signal }));
}
