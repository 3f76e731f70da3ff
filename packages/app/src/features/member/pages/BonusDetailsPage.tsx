import { useQuery } from '@tanstack/react-query';
import { bonusDetailsQueryOptions } from '@atrium/api/records';
import { parseBonusKind, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { BonusDetails } from '@atrium/ui/records';
import { recordLoadState, useKeepPageInRange, useRecordPage } from './records/useRecordPage';

const FILTERS = ['kind'] as const;

/** §2 bonusDetails: the bonuses credited in the range (rebates with their valid bet and rate). */
export function BonusDetailsPage() {
  const view = useRecordPage(FILTERS);
  const kind = parseBonusKind(view.filters.kind);
  const query = useQuery(
    bonusDetailsQueryOptions(
      view.client,
      { range: view.range, page: view.page, pageSize: RECORDS_PAGE_SIZE, kind },
      view.language,
    ),
  );
  useKeepPageInRange(view.page, query.data?.totalPages);
  return (
    <BonusDetails
      range={view.range}
      onRangeChange={view.setRange}
      now={view.now}
      offsetMinutes={view.offsetMinutes}
      currencySymbol={view.currencySymbol}
      state={recordLoadState(query, (data) => data.items.length === 0)}
      onRetry={() => void query.refetch()}
      rows={query.data?.items ?? []}
      totalCents={query.data?.totals.totalCents ?? null}
      kind={kind}
      onKindChange={(next) => view.setFilter('kind', next)}
      page={view.page}
      totalPages={query.data?.totalPages ?? 0}
      onPageChange={view.setPage}
    />
  );
}
