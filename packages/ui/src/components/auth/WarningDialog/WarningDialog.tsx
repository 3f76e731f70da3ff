import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

export interface WarningDialogProps {
  readonly isOpen: boolean;
  /** The server's own message, shown as plain text (never parsed as HTML). Wins over `messageKey`. */
  readonly message?: string | null;
  /** An i18n key, `errors` namespace by default (e.g. `errors:invitationInvalid`). */
  readonly messageKey?: string | null;
  /** An i18n key for the title; "Notice" by default. */
  readonly titleKey?: string;
  /** The confirm button, the close button, Escape or a click outside: the user has read it. */
  readonly onConfirm: () => void;
}

/**
 * A warning with one confirm button (§8 "failed SMS send shows a warning dialog with the server message and a
 * confirm button"; "Invalid invitation code shown as warning dialog").
 */
export function WarningDialog({ isOpen, message, messageKey, titleKey, onConfirm }: WarningDialogProps) {
  const { t } = useTranslation('ui');
  const text = message ?? (messageKey ? t(messageKey, { ns: 'errors' }) : '');
  return (
    <Dialog
      title={titleKey ? t(titleKey) : t('WarningDialog.title')}
      description={text || undefined}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
    >
      <Dialog.Footer>
        <Button onClick={onConfirm}>{t('WarningDialog.confirm')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
