import { transactionHistoryQueryOptions } from '@atrium/api/records';
import { parseTransactionFilter, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { AccountRecord } from '@atrium/ui/records';
import { usePagedRecords, useRecordPage } from '../../../shared/records/useRecordPage';

const FILTERS = ['type'] as const;

/** §2 transactionHistory (account record): deposits, withdrawals, transfers, bonuses and adjustments. */
export function AccountRecordContainer() {
  const view = useRecordPage(FILTERS);
  const filter = parseTransactionFilter(view.filters.type);
  const { data, frame } = usePagedRecords(
    view,
    transactionHistoryQueryOptions(
      view.client,
      { range: view.range, page: view.page, pageSize: RECORDS_PAGE_SIZE, filter },
      view.language,
    ),
  );
  return (
    <AccountRecord
      {...frame}
      rows={data?.items ?? []}
      totals={data?.totals ?? null}
      filter={filter}
      onFilterChange={(next) => view.setFilter('type', next)}
    />
  );
}
