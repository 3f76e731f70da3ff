import { useQuery } from '@tanstack/react-query';
import { revenueReportQueryOptions } from '@atrium/api/agentSettlement';
import { RevenueReport } from '@atrium/ui/agent';
import { useReportExport } from '../../../shared/records/useReportExport';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const NO_FILTERS = [] as const;

/**
 * §2 agentRevenueReport (my income): what paid the agent, by day (the reader's days) and by source, for the range in
 * the address (`from`, `to`; today by default). The previous answer stays while the next loads.
 */
export function AgentRevenueReportContainer() {
  const view = useRecordPage(NO_FILTERS);
  const { range } = view;
  const options = revenueReportQueryOptions(view.client, {
    startMs: range.startMs,
    endMs: range.endMs,
    utcOffsetMinutes: view.offsetMinutes,
  });
  const report = useQuery(options);
  // The report is one answer (a row per day), not pages.
  const exportCsv = useReportExport(`income-${range.start}-${range.end}.csv`, async (queryClient) => {
    const data = await queryClient.fetchQuery({ ...options, retry: false });
    return { rows: data.days, totalRows: data.days.length };
  });
  return (
    <RevenueReport
      {...recordFrameProps(view, report, (data) => data.days.length === 0)}
      data={report.data ?? null}
      onExportCsv={exportCsv}
    />
  );
}
