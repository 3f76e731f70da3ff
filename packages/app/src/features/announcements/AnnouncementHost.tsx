import { lazy, Suspense } from 'react';
import { useAnnouncementDialog } from './announcementStore';
import { useEntryPopup } from './useEntryPopup';

// The dialogs are not on the home page's critical path: they load the first time one opens.
const AnnouncementDialogs = lazy(async () => ({
  default: (await import('./AnnouncementDialogs')).AnnouncementDialogs,
}));

/**
 * Spec §2 Popups publicModal (the entry popup) and noticeModal (the notice list), mounted once in RootLayout.
 * Opens the entry popup by itself once per session per audience (§4), and renders whichever dialog
 * `useAnnouncementActions()` opened.
 */
export function AnnouncementHost() {
  useEntryPopup();
  const dialog = useAnnouncementDialog();
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialogs dialog={dialog} />
    </Suspense>
  );
}
