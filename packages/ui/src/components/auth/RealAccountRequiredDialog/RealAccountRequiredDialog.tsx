import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import authEnglish from '../../../i18n/locales/en/ui/auth.json';
import { registerPart } from '../../../i18n/registry';

registerPart('auth', authEnglish);

/** Where a trial user hit the wall: a game launch (§4 Game start) or a member area (§5 "Actions needing login"). */
export type RealAccountRequiredReason = 'game' | 'memberPanel' | 'general';

export interface RealAccountRequiredDialogProps {
  readonly isOpen: boolean;
  readonly reason?: RealAccountRequiredReason;
  /** OK, the close button, Escape or a click outside. */
  readonly onConfirm: () => void;
  /** When given, a "Register now" action is offered too. */
  readonly onRegister?: () => void;
}

/**
 * §4 Game start "trial user is told a real account must be registered first (info dialog with OK)"; §5 "trial users
 * get a 'need a true account' warning with confirm".
 */
export function RealAccountRequiredDialog({
  isOpen,
  reason = 'general',
  onConfirm,
  onRegister,
}: RealAccountRequiredDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={t('RealAccountRequiredDialog.title')}
      description={t(`RealAccountRequiredDialog.reason.${reason}`)}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
    >
      <Dialog.Footer>
        {onRegister ? (
          <>
            <Button variant="secondary" onClick={onConfirm}>
              {t('RealAccountRequiredDialog.ok')}
            </Button>
            <Button onClick={onRegister}>{t('RealAccountRequiredDialog.register')}</Button>
          </>
        ) : (
          <Button onClick={onConfirm}>{t('RealAccountRequiredDialog.ok')}</Button>
        )}
      </Dialog.Footer>
    </Dialog>
  );
}
