import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched after the first paint, without suspending: `null` until it arrives, so the
 * caller shows its placeholder. A failed fetch (offline, a flaky network) is not thrown to an error boundary (which
 * would replace the page and log an error): the placeholder stays and the fetch is tried again when the browser is
 * back online. `load` is read once, on mount.
 */
export function useLazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    if (component) return;
    let isLive = true;
    const attempt = () => {
      loadRef.current().then(
        (loaded) => {
          // A transition: the component's first render happens in slices of a few milliseconds, not in one long task
          // (a whole home screen mounting at once was the phone's longest task; docs/decisions/0006).
          if (isLive) startTransition(() => setComponent(() => loaded));
        },
        () => {
          if (isLive) window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      isLive = false;
      window.removeEventListener('online', attempt);
    };
  }, [component]);
  return component;
}
