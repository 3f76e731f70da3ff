import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../forms/DialogForm.styles';
import { PendingRow } from './LogoutConfirmDialog.styles';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

export interface LogoutConfirmDialogProps {
  readonly isOpen: boolean;
  /** Cancel, the close button, Escape or a click outside: the user stays logged in. */
  readonly onCancel: () => void;
  /** The user confirmed: the parent logs out (and sets `isPending` meanwhile). */
  readonly onConfirm: () => void;
  /** The logout is under way: a loader shows and both buttons (and closing) are disabled. */
  readonly isPending?: boolean;
}

/** Spec §4 Logout: "confirm dialog ('sure to log out', cancel/confirm), loader, logout, redirect home". */
export function LogoutConfirmDialog({ isOpen, onCancel, onConfirm, isPending = false }: LogoutConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('LogoutConfirmDialog.title')}
      isOpen={isOpen}
      isDismissible={!isPending}
      onOpenChange={(next) => {
        if (!next && !isPending) onCancel();
      }}
    >
      <Text>{t('LogoutConfirmDialog.message')}</Text>
      {isPending && (
        <PendingRow>
          <Spinner size="sm" label={t('LogoutConfirmDialog.pending')} />
        </PendingRow>
      )}
      <Dialog.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('LogoutConfirmDialog.cancel')}
        </Button>
        <Button onClick={onConfirm} isLoading={isPending}>
          {t('LogoutConfirmDialog.confirm')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
