/**
 * Spec §9 "script chunk timeout 120000 ms" and §8 "chunk load failure shows a load error after a 120-second
 * time-out": every lazy route module must arrive within that time, or the route fails with a load error (shown by
 * the route's error boundary, RouteLoadErrorContainer) instead of waiting for ever.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`A part of the app did not arrive within ${ms} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Races a module import against a timer; the timer is cleared when the import settles first. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Whether an error is a route module that could not be loaded (time-out, or the fetch of the chunk failed). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  // Chromium, Firefox and Safari word it differently; Vite's preload helper adds its own.
  return /dynamically imported module|module script failed|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}
