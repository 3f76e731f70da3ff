import { bonusDetailsQueryOptions } from '@atrium/api/records';
import { parseBonusKind, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { BonusDetails } from '@atrium/ui/records';
import { usePagedRecords, useRecordPage } from '../../../shared/records/useRecordPage';

const FILTERS = ['kind'] as const;

/** §2 bonusDetails: the bonuses credited in the range (rebates with their valid bet and rate). */
export function BonusDetailsContainer() {
  const view = useRecordPage(FILTERS);
  const kind = parseBonusKind(view.filters.kind);
  const { data, frame } = usePagedRecords(
    view,
    bonusDetailsQueryOptions(
      view.client,
      { range: view.range, page: view.page, pageSize: RECORDS_PAGE_SIZE, kind },
      view.language,
    ),
  );
  return (
    <BonusDetails
      {...frame}
      rows={data?.items ?? []}
      totalCents={data?.totals.totalCents ?? null}
      kind={kind}
      onKindChange={(next) => view.setFilter('kind', next)}
    />
  );
}
