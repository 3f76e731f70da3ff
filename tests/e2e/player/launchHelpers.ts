import type { Page } from '@playwright/test';

/**
 * The launch journeys are about games, not the §4 entry announcement popup (announcements.spec.ts covers it): each
 * page of the journey starts with both audiences' popups marked closed for the session (the app's own marker,
 * SESSION_STORAGE_KEYS.announcementClosed), as if the player had closed them.
 */
export async function skipEntryAnnouncements(page: Page) {
  await page.addInitScript(() => {
    // Only the app's own page: a game frame is sandboxed without storage.
    if (window !== window.top) return;
    try {
      if (!window.sessionStorage.getItem('popupClosed')) window.sessionStorage.setItem('popupClosed', 'B,A');
    } catch {
      // No storage: the popup shows and the journey fails visibly.
    }
  });
}
