import { useQuery } from '@tanstack/react-query';
import { transactionHistoryQueryOptions } from '@atrium/api/records';
import { parseTransactionFilter, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { AccountRecord } from '@atrium/ui/records';
import { recordLoadState, useKeepPageInRange, useRecordPage } from './records/useRecordPage';

const FILTERS = ['type'] as const;

/** §2 transactionHistory (account record): deposits, withdrawals, transfers, bonuses and adjustments. */
export function AccountRecordPage() {
  const view = useRecordPage(FILTERS);
  const filter = parseTransactionFilter(view.filters.type);
  const query = useQuery(
    transactionHistoryQueryOptions(
      view.client,
      {
        range: view.range,
        page: view.page,
        pageSize: RECORDS_PAGE_SIZE,
        filter,
      },
      view.language,
    ),
  );
  useKeepPageInRange(view.page, query.data?.totalPages);
  return (
    <AccountRecord
      range={view.range}
      onRangeChange={view.setRange}
      now={view.now}
      offsetMinutes={view.offsetMinutes}
      currencySymbol={view.currencySymbol}
      state={recordLoadState(query, (data) => data.items.length === 0)}
      onRetry={() => void query.refetch()}
      rows={query.data?.items ?? []}
      totals={query.data?.totals ?? null}
      filter={filter}
      onFilterChange={(next) => view.setFilter('type', next)}
      page={view.page}
      totalPages={query.data?.totalPages ?? 0}
      onPageChange={view.setPage}
    />
  );
}
