import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../forms/DialogForm.styles';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

export interface SwitchAccountDialogProps {
  readonly isOpen: boolean;
  /** The signed-in account as the header names it (nickname or account), or null when not known yet. */
  readonly currentName: string | null;
  /** Stay signed in as now: the link's sign-in is dropped. Also the close button, Escape and a click outside. */
  readonly onKeep: () => void;
  /** Sign in with the link instead. */
  readonly onSwitch: () => void;
}

/**
 * A sign-in link (`?token=`) opened while another account is signed in: the user chooses which account to use.
 * A link never switches the account silently, and closing the dialog keeps the current one.
 */
export function SwitchAccountDialog({ isOpen, currentName, onKeep, onSwitch }: SwitchAccountDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('SwitchAccountDialog.title')}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
    >
      <Text>
        {currentName ? t('SwitchAccountDialog.messageNamed', { name: currentName }) : t('SwitchAccountDialog.message')}
      </Text>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onSwitch}>
          {t('SwitchAccountDialog.switch')}
        </Button>
        <Button onClick={onKeep}>
          {currentName ? t('SwitchAccountDialog.keepNamed', { name: currentName }) : t('SwitchAccountDialog.keep')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
