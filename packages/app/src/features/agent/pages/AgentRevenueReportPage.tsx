import { useQuery } from '@tanstack/react-query';
import { revenueReportQueryOptions } from '@atrium/api/agentSettlement';
import { RevenueReport } from '@atrium/ui/agent';
import { downloadTable } from '../../../shared/records/csv';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const NO_FILTERS = [] as const;

/**
 * §2 agentRevenueReport (my income): what paid the agent, by day (the reader's days) and by source, for the range in
 * the address (`from`, `to`; today by default). The previous answer stays while the next loads.
 */
export function AgentRevenueReportPage() {
  const view = useRecordPage(NO_FILTERS);
  const { range } = view;
  const report = useQuery(
    revenueReportQueryOptions(view.client, {
      startMs: range.startMs,
      endMs: range.endMs,
      utcOffsetMinutes: view.offsetMinutes,
    }),
  );
  return (
    <RevenueReport
      {...recordFrameProps(view, report, (data) => data.days.length === 0)}
      data={report.data ?? null}
      onExportCsv={(table) => downloadTable(`income-${range.start}-${range.end}.csv`, table)}
    />
  );
}
