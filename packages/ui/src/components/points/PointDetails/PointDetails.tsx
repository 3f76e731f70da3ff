import { POINT_TYPES, type PointType } from '@atrium/domain/points';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { formatInstant, formatPoints, formatPointsChange } from '../shared/format';
import { Facts, Panel, PanelTitle, Row, RowHead, Rows } from '../shared/Points.styles';
import type { LoadState, PageView, PointDetailView } from '../shared/types';
import { pointTypeKey } from '../../../i18n/gameKinds';

registerPart('points', pointsEnglish);

const ALL = 'all';

export interface PointDetailsProps extends LoadState {
  /** Null while loading or failed. */
  readonly page: PageView<PointDetailView> | null;
  /** The type shown; null for all. */
  readonly type: PointType | null;
  readonly onTypeChange: (type: PointType | null) => void;
  readonly onPageChange: (page: number) => void;
}

/**
 * §3 "changed points … Point types: live, lottery, pvp, rng, sports, redeem, deposit", docs/centres.md "Details: changed
 * points, balance, remark" (ODSFE2_MemTransDet): every change of points, newest first, by type, page by page.
 */
export function PointDetails({
  page,
  type,
  onTypeChange,
  onPageChange,
  isLoading = false,
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
}: PointDetailsProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.details.label')}</PanelTitle>
      <Select
        label={t('Points.details.filter')}
        options={[
          { value: ALL, label: t('Points.details.all') },
          ...POINT_TYPES.map((value) => ({ value, label: t(pointTypeKey(value)) })),
        ]}
        value={type ?? ALL}
        onValueChange={(value) => onTypeChange(POINT_TYPES.find((candidate) => candidate === value) ?? null)}
      />
      {page ? (
        page.items.length === 0 ? (
          <EmptyState message={t('Points.details.empty')} />
        ) : (
          <>
            <Rows>
              {page.items.map((item) => (
                <Row key={item.id}>
                  <RowHead>
                    <span>{t(pointTypeKey(item.type))}</span>
                    <span>{formatPointsChange(item.changedPoints, locale)}</span>
                  </RowHead>
                  <Facts>
                    <div>
                      <dt>{t('Points.details.changed')}</dt>
                      <dd>{formatPointsChange(item.changedPoints, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.details.balance')}</dt>
                      <dd>{formatPoints(item.pointsAfter, locale)}</dd>
                    </div>
                    <div>
                      <dt>{t('Points.details.time')}</dt>
                      <dd>{formatInstant(item.createdAt, locale)}</dd>
                    </div>
                    {item.remark && (
                      <div>
                        <dt>{t('Points.details.remark')}</dt>
                        <dd>{item.remark}</dd>
                      </div>
                    )}
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
