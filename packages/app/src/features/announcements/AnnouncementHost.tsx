import { Suspense, useDeferredValue, useEffect } from 'react';
import { setAnnouncementDialog, useAnnouncementDialog } from '../../shared/announcements/announcementStore';
import { useEntryPopup } from './useEntryPopup';
import { lazyWithText } from '../../shared/lazy/lazyPage';

// The dialogs are not on the home page's critical path: they load the first time one opens.
const AnnouncementDialogs = lazyWithText(async () => ({
  default: (await import('./AnnouncementDialogs')).AnnouncementDialogs,
}));

/**
 * Spec §2 Popups publicModal (the entry popup) and noticeModal (the notice list), mounted once in RootLayout.
 * Opens the entry popup by itself once per session per audience (§4), and renders whichever dialog
 * `useAnnouncementActions()` opened.
 */
export function AnnouncementHost() {
  useEntryPopup();
  const current = useAnnouncementDialog();
  // The dialog belongs to the page frame: leaving the frame (the agent view has none) closes it, so that nothing
  // waits behind a dialog no one shows (the contract popup opens only when no announcement dialog is open).
  useEffect(() => () => setAnnouncementDialog(null), []);
  // Opening renders in a background pass that React slices into short tasks (the entry popup opens by itself while
  // the page is still starting: rendered at once it was one of the phone's longest tasks, docs/decisions/0006);
  // closing is immediate.
  const deferred = useDeferredValue(current);
  const dialog = current === null ? null : deferred;
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialogs dialog={dialog} />
    </Suspense>
  );
}
