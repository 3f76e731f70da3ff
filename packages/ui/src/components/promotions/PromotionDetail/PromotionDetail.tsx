import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import promotionsEnglish from '../../../i18n/locales/en/ui/promotions.json';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { SafeHtml } from '../../primitives/SafeHtml';
import { Success, Text } from '../../rewards/shared/Activity.styles';
import { PromotionMeta } from '../shared/PromotionMeta';
import { Image, Section, SectionTitle } from '../shared/Promotions.styles';
import type { PromotionView } from '../types';

registerPart('promotions', promotionsEnglish);
registerPart('rewards', rewardsEnglish);

export interface PromotionDetailProps {
  /** The promotion shown (/promotions#{promoId}); null: the dialog is closed. */
  readonly promotion: PromotionView | null;
  readonly onClose: () => void;
  /** The player pressed Apply (a guest is asked to sign in by the container). */
  readonly onApply: () => void;
  /** A guest: the button says "Sign in to apply". */
  readonly isGuest?: boolean;
  /** The application to this promotion was just sent: said where the player looks. */
  readonly isApplied?: boolean;
  /** The apply form (PromotionApply) when the player is applying: it takes the place of the Apply button. */
  readonly children?: ReactNode;
}

/**
 * §2 /promotions#{promoId}: one promotion in a dialog: its image, period and status, its content and terms (server
 * HTML, sanitized by SafeHtml), and the action its status allows (an application); nothing to press otherwise.
 */
export function PromotionDetail({
  promotion,
  onClose,
  onApply,
  isGuest = false,
  isApplied = false,
  children,
}: PromotionDetailProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      title={promotion?.title ?? ''}
      isOpen={promotion !== null}
      size="wide"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {promotion && (
        <>
          {promotion.imageUrl && <Image src={promotion.imageUrl} alt="" />}
          <PromotionMeta promotion={promotion} />
          <div aria-live="polite">
            {isApplied && promotion && <Success>{t('Promotions.applied', { title: promotion.title })}</Success>}
          </div>
          <Section aria-label={t('Promotions.content')}>
            <SectionTitle>{t('Promotions.content')}</SectionTitle>
            <SafeHtml html={promotion.content} />
          </Section>
          {promotion.terms && (
            <Section aria-label={t('Promotions.terms')}>
              <SectionTitle>{t('Promotions.terms')}</SectionTitle>
              <SafeHtml html={promotion.terms} />
            </Section>
          )}
          {children ??
            (promotion.canApply ? (
              <Dialog.Footer>
                <Button variant="secondary" onClick={onClose}>
                  {t('Promotions.close')}
                </Button>
                <Button
                  onClick={onApply}
                  aria-label={isGuest ? undefined : t('Promotions.applyFor', { title: promotion.title })}
                >
                  {isGuest ? t('Promotions.signInToApply') : t('Promotions.apply')}
                </Button>
              </Dialog.Footer>
            ) : (
              <>
                {!isApplied && <Text>{t('Promotions.notAvailable')}</Text>}
                <Dialog.Footer>
                  <Button variant="secondary" onClick={onClose}>
                    {t('Promotions.close')}
                  </Button>
                </Dialog.Footer>
              </>
            ))}
        </>
      )}
    </Dialog>
  );
}
