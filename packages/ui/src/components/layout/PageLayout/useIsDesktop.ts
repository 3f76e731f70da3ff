import { useSyncExternalStore } from 'react';
import { fixedTokens } from '../../../theme/tokens';

/** At and above the theme's laptop breakpoint (1024 px) the side menu is a persistent sidebar. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${fixedTokens.breakpoint.laptop})`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(DESKTOP_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is desktop-wide, live. Phones first: false where it cannot be known. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP_MEDIA_QUERY).matches,
    () => false,
  );
}
