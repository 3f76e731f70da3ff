/**
 * The smallest part of the install prompt (installPrompt.ts), in the entry's chunk: Chromium fires
 * `beforeinstallprompt` once, early, possibly before the app's later chunks have arrived; this keeps it.
 */
export let capturedInstallPrompt: Event | null = null;

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini info-bar at a moment the player did not choose.
    event.preventDefault();
    capturedInstallPrompt = event;
  });
}

/** Forgets the captured event (it can be used once). */
export function releaseCapturedInstallPrompt(): void {
  capturedInstallPrompt = null;
}
