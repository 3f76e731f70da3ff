import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { restoreSnapshot } from './offlineSnapshot';

/**
 * A start with no connection (the service worker served the shell): the queries wait for the connection instead of
 * failing (TanStack Query reads only the `online` and `offline` events, not the state at start), and the last known
 * public pages are shown meanwhile (offlineSnapshot.ts). Fetched only when the browser starts offline.
 */
export function startOffline(queryClient: QueryClient): void {
  onlineManager.setOnline(false);
  restoreSnapshot(queryClient);
}
