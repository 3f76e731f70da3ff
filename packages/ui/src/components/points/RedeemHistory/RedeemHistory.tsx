import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Fact, PagedRows } from '../../forms/PagedRows';
import { formatCents, formatInstant, formatPoints } from '../shared/format';
import { Facts, Panel, PanelTitle, RowHead } from '../shared/Points.styles';
import type { LoadState, PageView, RedeemRecordView } from '../shared/types';

registerPart('points', pointsEnglish);

export interface RedeemHistoryProps extends LoadState {
  /** Null while loading or failed. */
  readonly page: PageView<RedeemRecordView> | null;
  readonly currencySymbol: string;
  readonly onPageChange: (page: number) => void;
}

/**
 * §4 "Redeem statuses: In Process, Rejected, Approved"; docs/centres.md "Redeem history columns: reference number, apply
 * time, type, name, quantity, points requirement, amount requirement, status, time".
 */
export function RedeemHistory({ page, currencySymbol, onPageChange, isLoading = false, ...load }: RedeemHistoryProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.history.label')}</PanelTitle>
      <PagedRows
        {...load}
        page={page}
        onPageChange={onPageChange}
        emptyMessage={t('Points.history.empty')}
        skeletonLines={4}
        rowKey={(record) => record.id}
        renderRow={(record) => (
          <>
            <RowHead>
              <span>{record.rewardName}</span>
              <span>{t(`Points.history.state.${record.status}`)}</span>
            </RowHead>
            <Facts>
              <Fact label={t('Points.history.reference')}>{record.id}</Fact>
              <Fact label={t('Points.history.applied')}>{formatInstant(record.appliedAt, locale)}</Fact>
              <Fact label={t('Points.history.type')}>{t(`Points.history.kind.${record.kind}`)}</Fact>
              <Fact label={t('Points.history.name')}>{record.rewardName}</Fact>
              <Fact label={t('Points.history.quantity')}>{formatPoints(record.quantity, locale)}</Fact>
              <Fact label={t('Points.history.points')}>{formatPoints(record.points, locale)}</Fact>
              <Fact label={t('Points.history.amount')}>
                {record.amountRequirementCents === null
                  ? t('Points.history.none')
                  : formatCents(record.amountRequirementCents, currencySymbol, locale)}
              </Fact>
              <Fact label={t('Points.history.status')}>{t(`Points.history.state.${record.status}`)}</Fact>
              <Fact label={t('Points.history.time')}>
                {record.decidedAt === null ? t('Points.history.none') : formatInstant(record.decidedAt, locale)}
              </Fact>
            </Facts>
          </>
        )}
      />
    </Panel>
  );
}
