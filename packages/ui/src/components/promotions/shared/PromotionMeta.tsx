import { ACTIVITY_PHASES } from '@atrium/domain/points';
import { useTranslation } from 'react-i18next';
import { PeriodText, StatusChip } from '../../rewards/shared/Activity.styles';
import { Row } from './Promotions.styles';
import { formatDay } from './period';
import type { PromotionView } from '../types';
import promotionsEnglish from '../../../i18n/locales/en/ui/promotions.json';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';

registerPart('promotions', promotionsEnglish);
registerPart('rewards', rewardsEnglish);

/** A promotion's period and its status chip (the word carries the meaning; the colour only repeats it). */
export function PromotionMeta({ promotion }: { readonly promotion: PromotionView }) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const start = formatDay(promotion.startsAt, locale);
  const status = t(`Rewards.status.${promotion.status}`);
  return (
    <Row>
      <StatusChip $phase={ACTIVITY_PHASES[promotion.status]}>{t('Promotions.status', { status })}</StatusChip>
      <PeriodText>
        {promotion.endsAt === null
          ? t('Promotions.periodOpen', { start })
          : t('Promotions.period', { start, end: formatDay(promotion.endsAt, locale) })}
      </PeriodText>
    </Row>
  );
}
