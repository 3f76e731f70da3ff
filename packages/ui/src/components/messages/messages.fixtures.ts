import type { InboxMessageView } from './Inbox';

const AT = Date.UTC(2026, 10, 23, 9, 30);
const HOUR = 3_600_000;

/** An inbox page as the app hands it over: two unread, one kept by the platform, one with hostile HTML. */
export const INBOX_MESSAGES: readonly InboxMessageView[] = [
  {
    id: 'msg-1',
    title: 'Your withdrawal was paid',
    html: '<p>Your withdrawal of <b>150.00</b> has been paid.</p>',
    createdAt: AT - 2 * HOUR,
    isRead: false,
    canDelete: true,
  },
  {
    id: 'msg-2',
    title: 'Security reminder',
    html: '<p>Never share your password.</p><img src="x" onerror="window.__inboxXss = true"><script>window.__inboxXss = true</script>',
    createdAt: AT - 48 * HOUR,
    isRead: false,
    canDelete: false,
  },
  {
    id: 'msg-3',
    title: 'Welcome to Atrium',
    html: '<p>Thanks for joining.</p>',
    createdAt: AT - 120 * HOUR,
    isRead: true,
    canDelete: true,
  },
];
