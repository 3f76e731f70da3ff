import { useSyncExternalStore } from 'react';

/**
 * Which announcement dialog is open (spec §2 Popups: publicModal = the entry popup, noticeModal = the notice list,
 * helpModal = the help popup, which has its own route). At most one at a time. The state lives here, outside React,
 * so `useAnnouncementActions()` works anywhere under the router without a provider; AnnouncementHost renders it.
 */
export type AnnouncementDialogState =
  | null
  /**
   * The announcement popup at that index: `entry` opened by itself with the audience's popups (§4 once per session
   * per audience); `marquee` opened by a click on the home marquee's notice at that index (§2 Home page).
   */
  | { readonly kind: 'popup'; readonly source: 'entry' | 'marquee'; readonly index: number }
  | { readonly kind: 'notices' };

let state: AnnouncementDialogState = null;
const listeners = new Set<() => void>();

export function getAnnouncementDialog(): AnnouncementDialogState {
  return state;
}

export function setAnnouncementDialog(next: AnnouncementDialogState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnnouncementDialog(): AnnouncementDialogState {
  return useSyncExternalStore(subscribe, getAnnouncementDialog, getAnnouncementDialog);
}
