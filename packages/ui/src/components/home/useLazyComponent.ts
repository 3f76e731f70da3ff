import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';

const loadedBy = new WeakMap<object, unknown>();

/**
 * A component whose code is fetched after the first paint, without suspending: `null` until it arrives, so the
 * caller shows its placeholder. A failed fetch (offline, a flaky network) is not thrown to an error boundary (which
 * would replace the page and log an error): the placeholder stays and the fetch is tried again when the browser is
 * back online. `load` is read once, on mount.
 *
 * With `isRemembered`, what the loader brought before (loaders are module-level functions) is there from the first
 * render: a frame part mounted again (the frame remounting between the agent view and the member frame) renders at
 * once instead of showing its placeholder for a frame. Off by default: the home banner's hand-over to swiper relies
 * on the code arriving after the press that woke it.
 */
export function useLazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isRemembered = false,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(() =>
    isRemembered ? ((loadedBy.get(load) as ComponentType<P> | undefined) ?? null) : null,
  );
  const loadRef = useRef(load);
  useEffect(() => {
    if (component) return;
    let isLive = true;
    const attempt = () => {
      loadRef.current().then(
        (loaded) => {
          loadedBy.set(loadRef.current, loaded);
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
