import { lazy, use, type ComponentType, type JSX } from 'react';
import { textReady } from '@atrium/ui/i18n/registry';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunkTimeout';

/** A page whose code is fetched when it is first shown (or asked for earlier with `preload`). */
export interface LazyPage<P extends object> {
  (props: P): JSX.Element;
  /** Starts fetching the page's code; the same promise for every caller. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A route's page in its own chunk (spec §2 routes are lazy-loaded), raced against the chunk time limit of §8/§9, so
 * a page added later is covered without anyone remembering to wrap it. While the code is on its way the page
 * suspends (the nearest Suspense boundary shows its fallback, or a navigation keeps the previous page: the router
 * navigates in a transition); a fetch that fails or times out throws to the route's error boundary
 * (RouteErrorBoundary: the load error with retry). The outcome is kept for the life of the page, as the browser's
 * module map keeps a failed import: retry loads the page afresh.
 * Once the code has arrived the page renders at once, without suspending, so a page preloaded at start (start.tsx)
 * renders in the first pass.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ms: number = CHUNK_TIMEOUT_MS,
): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (loading === null) {
      const promise: Promise<ComponentType<P>> = withChunkTimeout(withText(load), ms).then((component) => {
        // Marked as React marks a promise it has seen settle: `use` then returns the page at once, without
        // suspending, also on the first render after a preload.
        Object.assign(promise, { status: 'fulfilled', value: component });
        return component;
      });
      loading = promise;
    }
    return loading;
  };
  const Page = (props: P) => {
    // Always through `use`: a render that suspended must call it again when React retries it (React logs an
    // error when the retry skips it, which it did when the page read the loaded component directly).
    const Component = use(preload());
    return <Component {...props} />;
  };
  Page.preload = preload;
  return Page;
}

/**
 * Waits, after a lazy module has loaded, for the text its components registered (a non-English language fetches
 * each screen's part when the screen's code arrives), so the screen first shows in the page's language.
 */
export function withText<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    await textReady();
    return loaded;
  };
}

/** `React.lazy` for a component in its own chunk that shows in the page's language from its first frame. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component type.
export function lazyWithText<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(withText(load));
}
