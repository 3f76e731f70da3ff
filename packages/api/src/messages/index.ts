/**
 * Platform messages (spec §2 messageV2 and the messages badge; §3 unreadMessage; §6 "Trial … skips unread-message
 * and consolidated fetches"; §7 "CSP_unreadCount (token); unread message fetch"). Only the name CSP_unreadCount is
 * known, and CSP_getInbox is named for the inbox (docs/centres.md); the shapes, and the mark-read and delete calls
 * (`CSP_readMessage`, `CSP_deleteMessage`), are designed and implemented by the demo platform (packages/api README).
 *
 * This module holds only what the header needs at start-up (the unread count); the inbox page's calls are in
 * inbox/ (`@atrium/api/inbox`), so they load with that page (docs/decisions/0006).
 *
 * Trial accounts: the app does not run these queries (pass `isTrial`, which turns them off); the demo platform
 * still answers a trial account as any other, so a stray call does no harm.
 */

export { unreadCountSchema } from './schemas';
export { type InboxQueryContext } from './mapping';
export { MESSAGES_MODULE_ID, unreadCountEndpoint, getUnreadCount } from './calls';
export { unreadCountQueryOptions } from './queries';
