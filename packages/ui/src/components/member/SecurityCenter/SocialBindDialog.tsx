import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../forms/DialogForm.styles';
import { ServerError } from '../../forms/ServerError';
import type { SocialProviderId } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

export interface SocialBindDialogProps {
  /** The provider to bind; null: closed. */
  readonly provider: SocialProviderId | null;
  /** The member confirmed: bind, for good. Never while `isSubmitting`. */
  readonly onConfirm: () => void;
  readonly isSubmitting?: boolean;
  readonly errorKey?: string | null;
  readonly onCancel: () => void;
}

/** §4 "Social-account bind is irreversible once confirmed": said before the member confirms, as at sign-in. */
export function SocialBindDialog({
  provider,
  onConfirm,
  isSubmitting = false,
  errorKey,
  onCancel,
}: SocialBindDialogProps) {
  const { t } = useTranslation('ui');
  const name = provider ? t(`SecurityCenter.social.provider.${provider}`) : '';
  return (
    <Dialog
      title={t('SecurityCenter.social.confirmTitle', { provider: name })}
      isOpen={provider !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Text>{t('SecurityCenter.social.confirmText', { provider: name })}</Text>
      <Text>
        <strong>{t('SecurityCenter.social.irreversible', { provider: name })}</strong>
      </Text>
      <ServerError errorKey={errorKey} />
      <Dialog.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {t('SecurityCenter.cancel')}
        </Button>
        <Button onClick={onConfirm} isLoading={isSubmitting}>
          {t('SecurityCenter.social.confirm')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
