import { useSyncExternalStore } from 'react';
import { canInstall, isInstalled, promptInstall, subscribeInstallPrompt } from './installPrompt';

/** The lite app's install state for a component: whether the prompt can be shown, and the action that shows it. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  const installedNow = useSyncExternalStore(subscribeInstallPrompt, isInstalled, () => false);
  return { canInstall: available, isInstalled: installedNow, promptInstall };
}
