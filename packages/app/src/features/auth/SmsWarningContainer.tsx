import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@atrium/ui';
import type { SmsWarning } from './useSmsSender';

/**
 * §8 "failed SMS send shows a warning dialog with the server message and a confirm button" (also the invalid
 * invitation code). The server's message is shown as text; without one, the catalogue's.
 */
export function SmsWarningContainer({
  warning,
  onClose,
}: {
  readonly warning: SmsWarning;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation(['app', 'errors']);
  return (
    <Dialog
      title={t('app:auth.warning.title')}
      description={warning.message ?? t(warning.messageKey)}
      isOpen
      isDismissible={false}
    >
      <Dialog.Footer>
        <Button onClick={onClose}>{t('app:auth.warning.confirm')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
