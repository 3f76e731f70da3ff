import { LINE_CHECK_TIMEOUT_MS, type LineCheck } from '@atrium/domain/layout';

export interface LineCheckDeps {
  readonly fetch: typeof fetch;
  readonly now: () => number;
  /** The page's own origin: a line check there is fetched, one elsewhere is an image ping (see below). */
  readonly origin: string;
  readonly loadImage: (url: string, signal: AbortSignal) => Promise<void>;
}

/** Loads an image; resolves when it loads, rejects when it fails or the signal aborts. */
export function loadImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const stop = () => {
      image.src = '';
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    image.onload = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    image.onerror = () => {
      signal.removeEventListener('abort', stop);
      reject(new Error('image failed'));
    };
    image.src = url;
  });
}

const browserDeps = (): LineCheckDeps => ({
  fetch: (...args) => window.fetch(...args),
  now: () => performance.now(),
  origin: window.location.origin,
  loadImage,
});

/** A cache-busting query so each check reaches the line instead of the browser's cache. */
function fresh(url: URL): string {
  url.searchParams.set('_lc', String(Date.now()));
  return url.toString();
}

/**
 * Times one mirror line in the browser (§2 "line detection"). On the page's own origin the check is a plain GET
 * whose answer must be a success. Elsewhere the app's Content-Security-Policy allows no fetch (connect-src 'self')
 * but does allow images from https, so the check is an image ping: a mirror's line check address is expected to be
 * a small image (designed; docs in packages/api/README.md). No answer within the timeout counts as unreachable, and
 * so does an aborted check (the page went away or the lines are timed again).
 */
export async function measureLine(
  target: string,
  signal: AbortSignal,
  deps: LineCheckDeps = browserDeps(),
  timeoutMs: number = LINE_CHECK_TIMEOUT_MS,
): Promise<LineCheck> {
  let url: URL;
  try {
    url = new URL(target, deps.origin);
  } catch {
    return { kind: 'unreachable' };
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const stop = () => timeout.abort();
  signal.addEventListener('abort', stop, { once: true });
  const started = deps.now();
  try {
    if (url.origin === deps.origin) {
      const response = await deps.fetch(fresh(url), {
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: timeout.signal,
      });
      if (response.type !== 'opaque' && !response.ok) return { kind: 'unreachable' };
    } else {
      await deps.loadImage(fresh(url), timeout.signal);
    }
    return { kind: 'reachable', ms: Math.max(0, deps.now() - started) };
  } catch {
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
