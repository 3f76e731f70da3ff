import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setAnnouncementDialog } from '../shared/announcements/announcementStore';
import { launchStore } from '../shared/games/launchStore';

// Three test files run at once on two cores (vitest.config.ts), and these machines' speed changes several-fold within
// minutes: a `findBy…` gets 5 s before it gives up rather than Testing Library's 1 s. A passing wait returns as soon
// as its element is there, so this costs nothing unless the test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// The app's two dialog stores live outside React (module state): a dialog one test leaves open (a game under
// maintenance, an announcement) would otherwise show in the next test's app, or the next file's when files share
// their modules (vitest.config.ts).
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  launchStore.reset();
  setAnnouncementDialog(null);
});
