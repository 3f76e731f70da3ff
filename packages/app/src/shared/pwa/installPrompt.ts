/**
 * The browser's install prompt for the lite app (docs/decisions/0013-lite-app.md). Chromium fires
 * `beforeinstallprompt` once, early, when the manifest and the service worker make the app installable; unless the
 * page keeps the event, the prompt can no longer be shown from a button later (the download page's "lite app").
 * main.tsx keeps an early event (installPromptCapture.ts, a few bytes in the entry); this module, loaded with the page
 * that offers the install, takes it over and follows later ones. No React here (`useInstallPrompt` is in
 * useInstallPrompt.ts).
 */
import { capturedInstallPrompt, releaseCapturedInstallPrompt } from './installPromptCapture';

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

/** Follows the browser's install prompt (every function below calls it; again does nothing). */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  if (capturedInstallPrompt) {
    deferred = capturedInstallPrompt as BeforeInstallPromptEvent;
    releaseCapturedInstallPrompt();
  }
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
  listenForInstallPrompt();
  return deferred !== null;
}

/** Whether the app was installed during this visit, or runs installed (standalone display). */
export function isInstalled(): boolean {
  return installed || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** Shows the browser's install prompt; the event can be used once, so `canInstall` is false afterwards. */
export async function promptInstall(): Promise<InstallOutcome> {
  listenForInstallPrompt();
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
  listenForInstallPrompt();
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** For tests: forgets the kept prompt (the entry's capture too) and the listeners. */
export function resetInstallPromptForTests(): void {
  releaseCapturedInstallPrompt();
  deferred = null;
  installed = false;
  listening = false;
  listeners.clear();
}
