/**
 * A new deploy, found by the service worker (liteApp.ts): the player is told (UpdateNoticeContainer) and the page
 * reloads at a safe moment, never in the middle of a form (docs/decisions/0013-lite-app.md). Only this small store is
 * in the start-up chunk (the notice's container reads it); when to reload is updates.ts, with the lazy notice.
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The service worker has a new version waiting; `apply` activates it and reloads the page. */
export function setUpdateWaiting(apply: (() => void) | null): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function isUpdateWaiting(): boolean {
  return applyUpdate !== null;
}

export function subscribeUpdate(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Activates the waiting version now (the player pressed "reload", or a safe moment came). */
export function applyWaitingUpdate(): void {
  applyUpdate?.();
}
