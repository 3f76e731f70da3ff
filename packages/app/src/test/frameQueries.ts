/**
 * Queries the page frame reads whose failure the frame absorbs by design instead of showing an error: the brand's
 * switches (all off), the marquee and notices (hidden), the side menu's help entries and the top navigation's
 * categories (left out), the header's balance (its own refresh button), unread count (no badge) and name (the stored
 * session's), the favourite marks (unmarked), the dialogs' country list (the brand's default). A page that shows one
 * of them as its content shows its own error and retry (the member centre, a game centre, the lobby lists), which
 * the content-area checks of the sweep cover.
 */
const FRAME_QUERIES: readonly (readonly string[])[] = [
  ['settings', 'whitelabel'],
  ['settings', 'helpCenter'],
  ['settings', 'countries'],
  ['announcements', 'list'],
  ['wallet', 'balance'],
  ['messages', 'unreadCount'],
  ['games', 'vendors'],
  ['member', 'info'],
  ['favourites', 'ids'],
];

export function isFrameQuery(key: readonly unknown[]): boolean {
  return FRAME_QUERIES.some((root) => root.every((part, index) => key[index] === part));
}
