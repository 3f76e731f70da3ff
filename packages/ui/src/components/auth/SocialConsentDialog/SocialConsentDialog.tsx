import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../forms/DialogForm.styles';
import type { SocialProvider } from '../LoginDialog/SocialSignIn';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

export interface SocialConsentDialogProps {
  readonly isOpen: boolean;
  readonly provider: SocialProvider;
  /** The player confirmed: the identity is shared and bound (for good). */
  readonly onConfirm: () => void;
  /** Cancel, the close button, Escape or a click outside: nothing is shared, nothing bound. */
  readonly onCancel: () => void;
}

/**
 * The provider's consent step of a social sign-in (§3 "social login (Facebook/Google)"), as the demo platform plays
 * it: what the site receives, and, before the player confirms, that the binding cannot be undone (§6).
 */
export function SocialConsentDialog({ isOpen, provider, onConfirm, onCancel }: SocialConsentDialogProps) {
  const { t } = useTranslation('ui');
  const name = t(`LoginDialog.social.${provider}`);
  return (
    <Dialog
      title={t('SocialConsentDialog.title', { provider: name })}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Text>{t('SocialConsentDialog.message', { provider: name })}</Text>
      <Text>
        <strong>{t('SocialConsentDialog.irreversible', { provider: name })}</strong>
      </Text>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {t('SocialConsentDialog.cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('SocialConsentDialog.confirm')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
