import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient, Endpoint } from './client';
import { queryKeys } from './queryKeys';

/**
 * Platform messages (spec §2 messageV2 and the messages badge; §3 unreadMessage; §6 "Trial … skips unread-message
 * and consolidated fetches"; §7 "CSP_unreadCount (token); unread message fetch"). Only the name CSP_unreadCount is
 * known, and CSP_getInbox is named for the inbox (docs/centres.md); the shapes, and the mark-read and delete calls
 * (`CSP_readMessage`, `CSP_deleteMessage`), are designed and implemented by the demo platform (packages/api README).
 *
 * This module holds only what the header needs at start-up (the unread count); the inbox page's calls are in
 * inbox.ts (`@atrium/api/inbox`), so they load with that page (docs/decisions/0006).
 *
 * Trial accounts: the app does not run these queries (pass `isTrial`, which turns them off); the demo platform
 * still answers a trial account as any other, so a stray call does no harm.
 */

export const MESSAGES_MODULE_ID = 'INBOX3';

// ─── Unread count: GET /wps/relay/CSP_unreadCount ───────────────────────────────────────────────────────────

/** `{ unreadCount }`; a bare number is accepted too. */
export const unreadCountSchema = z.union([
  z.pipe(
    z.object({ unreadCount: z.number() }),
    z.transform((v) => v.unreadCount),
  ),
  z.number(),
]);

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

export interface InboxQueryContext {
  /** Trial (free-play) accounts skip the message calls (§6). */
  readonly isTrial: boolean;
}

export function unreadCountQueryOptions(client: ApiClient, context: InboxQueryContext) {
  return queryOptions({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(client, signal),
    enabled: !context.isTrial,
    staleTime: 60_000,
  });
}
