import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The last known public pages for an offline start (docs/decisions/0013-lite-app.md): the system status, the guests'
 * announcements (the home page's banners and marquee) and the game lists (menus, vendors, lists, hot games, the
 * winner board). Kept by the app in localStorage, never by the service worker (platform calls are never cached);
 * never a balance, a session, a member's list or anything about money: only the keys below are kept.
 */
const STORAGE_KEY = 'atrium:lite-snapshot';
/** Above this the snapshot is not written (localStorage holds about 5 MB for the whole origin). */
const MAX_SNAPSHOT_CHARS = 1_500_000;
const GAME_LISTS: ReadonlySet<unknown> = new Set(['menus', 'vendors', 'list', 'hot', 'winnerBoard']);

interface SnapshotEntry {
  readonly key: QueryKey;
  readonly data: unknown;
  readonly at: number;
}

/** Whether a query's answer is public and may be kept for an offline start. `guestAudience`: the guests' key. */
export function isKeptQuery(key: QueryKey, guestAudience: string): boolean {
  const [group, kind, , audience] = key;
  if (group === 'system') return kind === 'status';
  if (group === 'games') return GAME_LISTS.has(kind);
  if (group === 'announcements') return kind === 'list' && audience === guestAudience;
  return false;
}

/** The kept answers, newest first at most `limit` of them. */
export function snapshotOf(queryClient: QueryClient, guestAudience: string, limit = 40): SnapshotEntry[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && isKeptQuery(query.queryKey, guestAudience))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, limit)
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
}

/**
 * The kept answers after a page's own: each page load is a new document with its own query cache, so a member page
 * left after the home page keeps the home page's lists rather than replacing them. Newest first, at most `limit`.
 */
export function mergeSnapshots(
  kept: readonly SnapshotEntry[],
  fresh: readonly SnapshotEntry[],
  limit = 40,
): SnapshotEntry[] {
  const byKey = new Map<string, SnapshotEntry>();
  for (const entry of [...kept, ...fresh]) {
    const id = JSON.stringify(entry.key);
    const known = byKey.get(id);
    if (!known || known.at <= entry.at) byKey.set(id, entry);
  }
  return [...byKey.values()].sort((a, b) => b.at - a.at).slice(0, limit);
}

export function writeSnapshot(entries: readonly SnapshotEntry[], storage: Storage = localStorage): void {
  const text = JSON.stringify(entries);
  if (text.length > MAX_SNAPSHOT_CHARS) return;
  try {
    storage.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or refused (private mode): the offline start then shows the pages' own offline states.
  }
}

export function readSnapshot(storage: Storage = localStorage): SnapshotEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SnapshotEntry[]) : [];
  } catch {
    return [];
  }
}

/** Puts the kept answers in the query client, with their own time, so a page offline renders what it last showed. */
export function restoreSnapshot(queryClient: QueryClient, storage: Storage = localStorage): number {
  const entries = readSnapshot(storage);
  for (const entry of entries) queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
  return entries.length;
}

/**
 * Keeps the snapshot for the next start: written when the page is hidden or left (a reload with the connection gone
 * included), the moments a browser gives a page to save its state, rather than after each answer while the page is
 * loading and busy (serialising the game lists is a few milliseconds of the main thread each time).
 */
export function keepSnapshot(queryClient: QueryClient, guestAudience: string): () => void {
  const write = () => writeSnapshot(mergeSnapshots(readSnapshot(), snapshotOf(queryClient, guestAudience)));
  const onHidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', write);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', write);
  };
}
