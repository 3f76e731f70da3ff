import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { announcementAudienceKey } from '@atrium/api/announcements';
import { reloadOnMissingChunk } from './missingChunk';
import { keepSnapshot } from './offlineSnapshot';
export { startOffline } from './offlineStart';
import { setUpdateWaiting } from './updateStore';
import { ASSETS_CACHE } from './webManifest';

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

/**
 * Copies into the worker's cache the app's files this visit fetched before the worker controlled it (the current
 * language's text, the fonts the page used, the pages' chunks), from the browser's HTTP cache: an offline reload
 * then has them, not only the precached shell.
 */
async function keepLoadedFiles(): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(urls.map((url) => cache.match(url).then((hit) => (hit ? undefined : cache.add(url)))));
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
      // The public pages for an offline start are kept only where an offline start can happen.
      keepSnapshot(queryClient, announcementAudienceKey({ isLoggedIn: false, isFirstLogin: false }));
      return keepLoadedFiles();
    })
    .catch(() => undefined);
}
