import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setAnnouncementDialog } from '../shared/announcements/announcementStore';
import { launchStore } from '../shared/games/launchStore';

// The app's two dialog stores live outside React (module state): a dialog one test leaves open (a game under
// maintenance, an announcement) would otherwise show in the next test's app, or the next file's when files share
// their modules (vitest.config.ts).
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  launchStore.reset();
  setAnnouncementDialog(null);
});
