import { useSyncExternalStore } from 'react';

/**
 * Between the offers list (member centre, agent contract pages) and the contract popup that opens by itself: while
 * the list's dialog is open the popup waits, and closing it puts off what is still pending, as "Later" does. The
 * member answering from the list has the other offers in view there; the popup opening over it would be a second
 * dialog for the same offers.
 */
interface OfferListState {
  readonly isDialogOpen: boolean;
  /** Counts the list dialog's closings: each puts off the offers then pending. */
  readonly putOffs: number;
}

let state: OfferListState = { isDialogOpen: false, putOffs: 0 };
const listeners = new Set<() => void>();

function set(next: OfferListState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const offerListStore = {
  opened: () => set({ ...state, isDialogOpen: true }),
  closed: () => set({ isDialogOpen: false, putOffs: state.putOffs + 1 }),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: () => state,
};

export function useOfferList(): OfferListState {
  return useSyncExternalStore(offerListStore.subscribe, offerListStore.snapshot, offerListStore.snapshot);
}
