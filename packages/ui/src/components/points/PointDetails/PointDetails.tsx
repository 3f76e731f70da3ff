import { POINT_TYPES, type PointType } from '@atrium/domain/points';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Select } from '../../primitives/Select';
import { Fact, PagedRows } from '../../forms/PagedRows';
import { formatInstant, formatPoints, formatPointsChange } from '../shared/format';
import { Facts, Panel, PanelTitle, RowHead } from '../shared/Points.styles';
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
  ...load
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
      <PagedRows
        {...load}
        page={page}
        onPageChange={onPageChange}
        emptyMessage={t('Points.details.empty')}
        skeletonLines={4}
        rowKey={(item) => item.id}
        renderRow={(item) => (
          <>
            <RowHead>
              <span>{t(pointTypeKey(item.type))}</span>
              <span>{formatPointsChange(item.changedPoints, locale)}</span>
            </RowHead>
            <Facts>
              <Fact label={t('Points.details.changed')}>{formatPointsChange(item.changedPoints, locale)}</Fact>
              <Fact label={t('Points.details.balance')}>{formatPoints(item.pointsAfter, locale)}</Fact>
              <Fact label={t('Points.details.time')}>{formatInstant(item.createdAt, locale)}</Fact>
              {item.remark && <Fact label={t('Points.details.remark')}>{item.remark}</Fact>}
            </Facts>
          </>
        )}
      />
    </Panel>
  );
}
