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

/** The page behind the overlay, when this entry is the member centre opened as an overlay; otherwise null. */
export function memberOverlayBackground(
  location: Pick<Location, 'pathname' | 'state'>,
): OverlayState['memberOverlayFrom'] | null {
  if (location.pathname.toLowerCase() !== '/member') return null;
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('memberOverlayFrom' in state)) return null;
  const from = (state as OverlayState).memberOverlayFrom;
  return typeof from?.pathname === 'string' && from.pathname.toLowerCase() !== '/member' ? from : null;
}

/**
 * Spec §2 agent centre overlay: the same pattern for an agent's centre, /agentHome?tab=… over the page the agent was
 * on (its own state key, so neither overlay reads the other's entry); the bare address is the full /agentHome page.
 */
interface AgentOverlayState {
  readonly agentOverlayFrom: OverlayState['memberOverlayFrom'];
}

/** The history state that opens the agent centre over `from`. */
export function agentOverlayState(from: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>): AgentOverlayState {
  return { agentOverlayFrom: memberOverlayState(from).memberOverlayFrom };
}

/** The page behind the overlay, when this entry is the agent centre opened as an overlay; otherwise null. */
export function agentOverlayBackground(
  location: Pick<Location, 'pathname' | 'state'>,
): AgentOverlayState['agentOverlayFrom'] | null {
  if (location.pathname.toLowerCase() !== '/agenthome') return null;
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('agentOverlayFrom' in state)) return null;
  const from = (state as AgentOverlayState).agentOverlayFrom;
  const path = typeof from?.pathname === 'string' ? from.pathname.toLowerCase() : null;
  // The page behind is a page of the frame: never the agent view's own pages.
  return path !== null && path !== '/agenthome' && path !== '/agent' ? from : null;
}

/**
 * The address itself (the member or agent centre's) while the routes render the page behind it; null when no overlay
 * is open.
 */
export const OverlayLocationContext = createContext<Location | null>(null);

export function useOverlayLocation(): Location | null {
  return useContext(OverlayLocationContext);
}
