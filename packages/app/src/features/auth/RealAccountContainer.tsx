import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@atrium/ui';
import { useAuthInternals } from './authContext';

export interface RealAccountContainerProps {
  readonly refusal: 'realAccountRequired' | 'needTrueAccount';
}

/**
 * §4 "trial user is told a real account must be registered first (info dialog with OK)"; §5 "trial users get a
 * 'need a true account' warning with confirm". Drawn with the Dialog primitive until @atrium/ui's
 * RealAccountRequiredDialog lands.
 */
export function RealAccountContainer({ refusal }: RealAccountContainerProps) {
  const { t } = useTranslation('app');
  const { setDialog } = useAuthInternals();
  return (
    <Dialog
      title={t('auth.realAccount.title')}
      description={t('auth.realAccount.message')}
      isOpen
      onOpenChange={(open) => {
        if (!open) setDialog(null);
      }}
    >
      <Dialog.Footer>
        {refusal === 'needTrueAccount' && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'register' })}>
            {t('auth.realAccount.register')}
          </Button>
        )}
        <Button onClick={() => setDialog(null)}>{t('auth.realAccount.confirm')}</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
