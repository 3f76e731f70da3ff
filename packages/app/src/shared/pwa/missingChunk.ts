/**
 * A part of the app that is gone after a deploy (docs/decisions/0013-lite-app.md): the page still runs the old
 * version, whose chunks the server no longer has. The page then reloads once, to the new version, rather than showing
 * the load error. A network failure or a time-out is not this: it keeps the load error with retry and the 120-second
 * limit (shared/lazy/chunkTimeout.ts). The "once" is kept in sessionStorage per build, so a build that really lacks a
 * file cannot reload for ever.
 */

/** The chunk's address in a failed dynamic import's message (Chromium, Firefox and Safari all name it). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?\.js)\b/.exec(message)?.[1] ?? null;
}

export type ChunkFailure = 'missing' | 'network';

/**
 * Whether the chunk is gone (the server answers it with 404 or 410) or could not be fetched (no connection, a time-out,
 * a server error): asked again, bypassing every cache.
 */
export async function classifyChunkFailure(url: string, fetcher: typeof fetch = fetch): Promise<ChunkFailure> {
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'network';
  } catch {
    return 'network';
  }
}

const reloadKey = (buildId: string) => `atrium:chunk-reload:${buildId}`;

/** Reloads the page for a missing chunk, once per build and tab; false when it already did (the load error shows). */
export function reloadOnce(buildId: string, reload: () => void, storage: Storage = sessionStorage): boolean {
  try {
    if (storage.getItem(reloadKey(buildId)) !== null) return false;
    storage.setItem(reloadKey(buildId), String(Date.now()));
  } catch {
    // No session storage: never reload, rather than risk a loop.
    return false;
  }
  reload();
  return true;
}

/**
 * Listens for the failed dynamic imports Vite reports (`vite:preloadError`, for every lazy import of the build): a
 * missing chunk, while online, reloads once. The import's own error still reaches the page's error boundary.
 */
export function reloadOnMissingChunk(buildId: string, reload: () => void = () => window.location.reload()): () => void {
  const onError = (event: Event) => {
    const url = chunkUrlOf((event as Event & { payload?: unknown }).payload);
    if (!url || !navigator.onLine) return;
    void classifyChunkFailure(url).then((failure) => {
      if (failure === 'missing') reloadOnce(buildId, reload);
    });
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
