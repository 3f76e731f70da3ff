import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import { formatCents, formatInstant, formatPoints } from '../shared/format';
import { Facts, Panel, PanelTitle, Row, RowHead, Rows } from '../shared/Points.styles';
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
export function RedeemHistory({
  page,
  currencySymbol,
  onPageChange,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
}: RedeemHistoryProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.history.label')}</PanelTitle>
      {page ? (
        page.items.length === 0 ? (
          <EmptyState message={t('Points.history.empty')} />
        ) : (
          <>
            <Rows>
              {page.items.map((record) => (
                <Row key={record.id}>
                  <RowHead>
                    <span>{record.rewardName}</span>
                    <span>{t(`Points.history.state.${record.status}`)}</span>
                  </RowHead>
                  <Facts>
                    <div>
                      <dt>{t('Points.history.reference')}</dt>
                      <dd>{record.id}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.applied')}</dt>
                      <dd>{formatInstant(record.appliedAt, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.type')}</dt>
                      <dd>{t(`Points.history.kind.${record.kind}`)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.name')}</dt>
                      <dd>{record.rewardName}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.quantity')}</dt>
                      <dd>{formatPoints(record.quantity, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.points')}</dt>
                      <dd>{formatPoints(record.points, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.amount')}</dt>
                      <dd>
                        {record.amountRequirementCents === null
                          ? t('Points.history.none')
                          : formatCents(record.amountRequirementCents, currencySymbol, locale)}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.status')}</dt>
                      <dd>{t(`Points.history.state.${record.status}`)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.history.time')}</dt>
                      <dd>
                        {record.decidedAt === null ? t('Points.history.none') : formatInstant(record.decidedAt, locale)}
                      </dd>
                    </div>
                  </Facts>
                </Row>
              ))}
            </Rows>
            <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
          </>
        )
      ) : hasError ? (
        <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
    </Panel>
  );
}
