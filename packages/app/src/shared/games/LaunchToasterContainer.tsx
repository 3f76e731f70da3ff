import { useTranslation } from 'react-i18next';
import { Toaster } from '@atrium/ui/primitives';
import { launchStore, type LaunchToast } from './launchStore';

/** The launch flow's toasts (a favourite change or a launch that failed), translated. */
export function LaunchToasterContainer({ toasts }: { readonly toasts: readonly LaunchToast[] }) {
  const { t } = useTranslation(['ui', 'errors']);
  return (
    <Toaster
      toasts={toasts.map((toast) => ({
        id: toast.id,
        title: t(toast.titleKey),
        ...(toast.descriptionKey ? { description: t(toast.descriptionKey) } : {}),
        tone: 'danger' as const,
      }))}
      onDismiss={launchStore.dismissToast}
    />
  );
}
