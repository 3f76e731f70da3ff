import { useSyncExternalStore } from 'react';

/** How long a draw's animation runs before its result shows; with reduced motion the result shows at once. */
export const DRAW_ANIMATION_MS = 2_400;

const QUERY = '(prefers-reduced-motion: reduce)';

/** Where the browser cannot say (no matchMedia), the draws animate: the result still shows after the animation. */
const mediaList = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The visitor asked for less motion (system setting), live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches === true,
    () => false,
  );
}
