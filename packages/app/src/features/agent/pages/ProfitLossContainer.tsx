import { useQuery } from '@tanstack/react-query';
import { userProfitLossQueryOptions } from '@atrium/api/agentReports/userProfitLoss';
import { ProfitLoss } from '@atrium/ui/agent';
import { EXPORT_PAGE_SIZE, useReportExport } from '../../../shared/records/useReportExport';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const PAGE_SIZE = 20;
const FILTERS = ['who'] as const;

/**
 * §2 palStatementsAgentCopy: per downline in the range. The range, the username and the page are in the address
 * (`from`, `to`, `who`, `page`), so a reload or a shared link keeps them; it opens on today. The previous answer
 * stays while the next loads.
 */
export function ProfitLossContainer() {
  const view = useRecordPage(FILTERS);
  const { range, page } = view;
  const username = view.filters.who ?? '';
  const query = { startMs: range.startMs, endMs: range.endMs, username };
  const report = useQuery(userProfitLossQueryOptions(view.client, { ...query, page, size: PAGE_SIZE }));
  const exportCsv = useReportExport(`user-pl-${range.start}-${range.end}.csv`, async (queryClient, p) => {
    const options = userProfitLossQueryOptions(view.client, { ...query, page: p, size: EXPORT_PAGE_SIZE });
    const data = await queryClient.fetchQuery({ ...options, retry: false });
    return { rows: data.rows, totalRows: data.total };
  });
  return (
    <ProfitLoss
      {...recordFrameProps(view, report, (data) => data.total === 0)}
      username={username}
      onUsernameChange={(next) => view.setFilter('who', next.trim() || null)}
      data={report.data ?? null}
      onPageChange={view.setPage}
      onExportCsv={exportCsv}
    />
  );
}
