import { useQuery } from '@tanstack/react-query';
import { downlineTransactionsQueryOptions } from '@atrium/api/agentReports/downlineTransactions';
import { ACCOUNT_DETAILS_TYPES } from '@atrium/domain/records';
import { AccountDetails, type AccountDetailsFilters } from '@atrium/ui/agent';
import { EXPORT_PAGE_SIZE, useReportExport } from '../../../shared/records/useReportExport';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const PAGE_SIZE = 20;
const FILTERS = ['type', 'who'] as const;

/**
 * §2 agentDownlineTransactionDetailsCopy: the downlines' ledger entries in the range. The range, the filters and the
 * page are in the address (`from`, `to`, `type`, `who`, `page`), so a reload or a shared link keeps them; it opens on
 * today. Days and times are the reader's own. The previous answer stays while the next loads.
 */
export function AccountDetailsContainer() {
  const view = useRecordPage(FILTERS);
  const { range, page } = view;
  const filters: AccountDetailsFilters = {
    type: ACCOUNT_DETAILS_TYPES.find((t) => t === view.filters.type) ?? null,
    username: view.filters.who ?? '',
  };
  const query = {
    startMs: range.startMs,
    endMs: range.endMs,
    username: filters.username,
    type: filters.type ?? 'all',
  } as const;
  const entries = useQuery(downlineTransactionsQueryOptions(view.client, { ...query, page, size: PAGE_SIZE }));
  const exportCsv = useReportExport(`account-details-${range.start}-${range.end}.csv`, async (queryClient, p) => {
    const options = downlineTransactionsQueryOptions(view.client, { ...query, page: p, size: EXPORT_PAGE_SIZE });
    const data = await queryClient.fetchQuery({ ...options, retry: false });
    return { rows: data.rows, totalRows: data.total };
  });
  return (
    <AccountDetails
      {...recordFrameProps(view, entries, (data) => data.total === 0)}
      filters={filters}
      onFiltersChange={(next) => view.setFilters({ type: next.type, who: next.username.trim() || null })}
      data={entries.data ?? null}
      onPageChange={view.setPage}
      onExportCsv={exportCsv}
    />
  );
}
