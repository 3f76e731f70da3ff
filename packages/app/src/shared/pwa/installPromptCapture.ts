/**
 * The smallest part of the install prompt (installPrompt.ts), in the entry's chunk: Chromium fires
 * `beforeinstallprompt` once, early, possibly before the app's later chunks have arrived; this keeps it.
 */
export let capturedInstallPrompt: Event | null = null;

let stopCapturing: (() => void) | null = null;

export function captureInstallPrompt(): void {
  const keep = (event: Event) => {
    // Without this Chromium shows its own mini info-bar at a moment the player did not choose.
    event.preventDefault();
    capturedInstallPrompt = event;
  };
  addEventListener('beforeinstallprompt', keep);
  stopCapturing = () => removeEventListener('beforeinstallprompt', keep);
}

/**
 * Forgets the captured event (it can be used once) and stops capturing: installPrompt.ts follows the later events
 * itself, and a prompt kept here after that would be offered again once it had been used.
 */
export function releaseCapturedInstallPrompt(): void {
  capturedInstallPrompt = null;
  stopCapturing?.();
  stopCapturing = null;
}
