import { useSyncExternalStore } from 'react';
import type { Game } from '@atrium/domain/games';

/**
 * The shared state of the game-launch flow (spec §2 "Game launch by vendor/type", §4 Game start, Favourite, §8 "Game
 * under maintenance"): whether a launch is under way (one at a time: a double click never launches twice), which
 * launch dialog is open, the toasts of the flow, and when the last favourite change ran (§4 throttle). Every
 * `useGameLaunch` / `useFavourites` shares it, wherever it is called; `GameLaunchHost` shows its dialogs and toasts.
 * A plain external store (not a provider) so the hooks also work in a container rendered without the host.
 */

export type LaunchDialog =
  /** §2 isGame = VASSALAGE: the popup list of one vendor's games. */
  | {
      readonly kind: 'gameList';
      readonly vendorCode: string;
      readonly vendorName: string;
      /** The vendor card's game type (a vendor may be in several lanes: JDB has fishing and slots). */
      readonly gameType: string;
    }
  /** §8 "Game under maintenance: suggests other hot games". */
  | { readonly kind: 'maintenance'; readonly game: Game | null };

export interface LaunchToast {
  readonly id: string;
  /** An `ui:` or `errors:` key. */
  readonly titleKey: string;
  /** An `errors:` key (the failure's own message). */
  readonly descriptionKey?: string;
}

export interface LaunchState {
  /** A launch call is in flight: further launches are ignored until it settles. */
  readonly pending: boolean;
  readonly dialog: LaunchDialog | null;
  readonly toasts: readonly LaunchToast[];
  /** The game was opened in a new window or on /seamless: the balance is refreshed when the player comes back. */
  readonly awaitingReturn: boolean;
}

const INITIAL: LaunchState = { pending: false, dialog: null, toasts: [], awaitingReturn: false };

let state: LaunchState = INITIAL;
const listeners = new Set<() => void>();
let toastSeq = 0;
/** §4 favourite throttle: when the last accepted change ran (ms), null if none yet. */
let lastFavouriteChangeAt: number | null = null;

function set(patch: Partial<LaunchState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const launchStore = {
  get: (): LaunchState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setPending: (pending: boolean) => set({ pending }),
  openDialog: (dialog: LaunchDialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  setAwaitingReturn: (awaitingReturn: boolean) => set({ awaitingReturn }),
  pushToast(toast: Omit<LaunchToast, 'id'>): void {
    toastSeq += 1;
    set({ toasts: [...state.toasts, { ...toast, id: `launch-toast-${toastSeq}` }] });
  },
  dismissToast: (id: string) => set({ toasts: state.toasts.filter((t) => t.id !== id) }),
  lastFavouriteChangeAt: () => lastFavouriteChangeAt,
  markFavouriteChange: (at: number) => {
    lastFavouriteChangeAt = at;
  },
  /** Tests only: back to the initial state. */
  reset(): void {
    lastFavouriteChangeAt = null;
    state = INITIAL;
    for (const listener of listeners) listener();
  },
};

export function useLaunchState(): LaunchState {
  return useSyncExternalStore(launchStore.subscribe, launchStore.get, launchStore.get);
}
