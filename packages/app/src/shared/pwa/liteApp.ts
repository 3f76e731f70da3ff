import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { announcementAudienceKey } from '@atrium/api/announcements';
import { reloadOnMissingChunk } from './missingChunk';
import { keepSnapshot } from './offlineSnapshot';
export { startOffline } from './offlineStart';
import { setUpdateWaiting } from './updateStore';

/**
 * The lite app's part that runs after the first screen has painted (start.tsx), in a chunk of its own with Workbox's
 * window library: nothing of it is on the start-up path (docs/decisions/0013-lite-app.md).
 */
export interface LiteAppOptions {
  readonly queryClient: QueryClient;
  /** The service worker's address; the demo's static build has msw's handlers in the same worker. */
  readonly workerUrl?: string;
}

/** This build's identity: the entry script's hashed address. */
function buildId(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'dev';
}

export function startLiteApp({ queryClient, workerUrl = '/sw.js' }: LiteAppOptions): void {
  reloadOnMissingChunk(buildId());
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(workerUrl);
  // A new version installed while this page runs: it waits (the worker never skips waiting on its own) until the
  // player reloads or a safe moment comes (UpdateNoticeContainer); then it takes over and the page reloads.
  workbox.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox
    .register()
    .then(() => workbox.controlling)
    .then(() => {
      // The public pages for an offline start are kept only where an offline start can happen. The files this first
      // visit fetched before the worker took over are not copied into its cache: that was a fetch per file on the
      // page's main thread while it loaded (a paired A/B on the lobby: 34 ms less CPU after FCP without it); the
      // precached shell and the files fetched from now on are what an offline reload has.
      keepSnapshot(queryClient, announcementAudienceKey({ isLoggedIn: false, isFirstLogin: false }));
    })
    .catch(() => undefined);
}
