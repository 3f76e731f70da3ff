/**
 * The browser's install prompt for the lite app (docs/decisions/0013-lite-app.md). Chromium fires
 * `beforeinstallprompt` once, early, when the manifest and the service worker make the app installable; unless the
 * page keeps the event, the prompt can no longer be shown from a button later (the download page's "lite app").
 * `listenForInstallPrompt` runs at start (main.tsx) so the event is never missed; the rest reads what it kept.
 * No React here: main.tsx's chunk stays free of it (`useInstallPrompt` is in useInstallPrompt.ts).
 */

/** The event Chromium gives (not in the DOM's type library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed'; readonly platform: string }>;
}

/** What `promptInstall` ends with: the player's answer, or `unavailable` when the browser offers no prompt. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps the browser's install prompt for later (called once at start; again does nothing). */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini info-bar at a moment the player did not choose.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

/** Whether the browser's install prompt can be shown now. */
export function canInstall(): boolean {
  return deferred !== null;
}

/** Whether the app was installed during this visit, or runs installed (standalone display). */
export function isInstalled(): boolean {
  return installed || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** Shows the browser's install prompt; the event can be used once, so `canInstall` is false afterwards. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

/** Calls `onChange` when `canInstall` or `isInstalled` may have changed; returns the unsubscribe (React's store). */
export function subscribeInstallPrompt(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** For tests: forgets the kept prompt and the listeners. */
export function resetInstallPromptForTests(): void {
  deferred = null;
  installed = false;
  listening = false;
  listeners.clear();
}
