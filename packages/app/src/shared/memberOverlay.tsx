import { createContext, useContext } from 'react';
import type { Location } from 'react-router';

/**
 * Spec §2 "member centre overlay": the header's account entries open /member?tab=… over the page the player was on.
 * The page behind is kept in the history entry's state, so the address is the member page's (a reload or a shared
 * link opens the full /member page) while the routes render the page behind and the overlay shows the member centre.
 */
interface OverlayState {
  readonly memberOverlayFrom: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>;
}

/** The history state that opens the member centre over `from`. */
export function memberOverlayState(from: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>): OverlayState {
  return { memberOverlayFrom: { pathname: from.pathname, search: from.search, hash: from.hash, key: from.key } };
}

type OverlayFrom = OverlayState['memberOverlayFrom'];

/** The page behind, when the entry is `path` opened as an overlay (its page behind under `key`); otherwise null. */
function overlayBackground(location: Pick<Location, 'pathname' | 'state'>, path: string, key: string) {
  if (location.pathname.toLowerCase() !== path) return null;
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !(key in state)) return null;
  const from = (state as Record<string, OverlayFrom | undefined>)[key];
  return typeof from?.pathname === 'string' && from.pathname.toLowerCase() !== path ? from : null;
}

/** The page behind the overlay, when this entry is the member centre opened as an overlay; otherwise null. */
export function memberOverlayBackground(location: Pick<Location, 'pathname' | 'state'>): OverlayFrom | null {
  return overlayBackground(location, '/member', 'memberOverlayFrom');
}

/**
 * Spec §2 agent centre overlay: the same pattern for an agent's centre, /agentHome?tab=… over the page the agent was
 * on (its own state key, so neither overlay reads the other's entry); the bare address is the full /agentHome page.
 */
export function agentOverlayState(from: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>) {
  return { agentOverlayFrom: memberOverlayState(from).memberOverlayFrom };
}

/** The page behind the overlay, when this entry is the agent centre opened as an overlay; otherwise null. */
export function agentOverlayBackground(location: Pick<Location, 'pathname' | 'state'>): OverlayFrom | null {
  return overlayBackground(location, '/agenthome', 'agentOverlayFrom');
}

/**
 * The address itself (the member or agent centre's) while the routes render the page behind it; null when no overlay
 * is open.
 */
export const OverlayLocationContext = createContext<Location | null>(null);

export function useOverlayLocation(): Location | null {
  return useContext(OverlayLocationContext);
}
