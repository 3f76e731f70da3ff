import { useQuery } from '@tanstack/react-query';
import { settlementRecordsQueryOptions } from '@atrium/api/agentSettlement';
import type { ContractType } from '@atrium/domain/contracts';
import { SettlementRecords, type SettlementFilters } from '@atrium/ui/agent';
import { EXPORT_PAGE_SIZE, useReportExport } from '../../../shared/records/useReportExport';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';
import { ContractsSection } from '../contracts/ContractsSection';

const PAGE_SIZE = 20;
const ROLES = ['received', 'paid'] as const;
const STATUSES = ['paid', 'notMet'] as const;
const FILTERS = ['role', 'status', 'who'] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/**
 * §2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: the contracts of the type
 * (ContractsSection), then the settlements paid in the range. The range, the filters and the page are in the address
 * (`from`, `to`, `role`, `status`, `who`, `page`), so a reload or a shared link keeps them; it opens on today. Days and
 * times are the reader's own. The previous answer stays while the next loads.
 */
function SettlementRecordsContainer({ type }: { readonly type: ContractType }) {
  const view = useRecordPage(FILTERS);
  const { range, page } = view;
  const filters: SettlementFilters = {
    role: pick(view.filters.role, ROLES),
    status: pick(view.filters.status, STATUSES),
    downline: view.filters.who ?? '',
  };
  const query = {
    type,
    startMs: range.startMs,
    endMs: range.endMs,
    role: filters.role ?? 'all',
    status: filters.status ?? 'all',
    downline: filters.downline,
  } as const;
  const records = useQuery(settlementRecordsQueryOptions(view.client, { ...query, page, size: PAGE_SIZE }));
  const exportCsv = useReportExport(`${type}-${range.start}-${range.end}.csv`, async (queryClient, p) => {
    const options = settlementRecordsQueryOptions(view.client, { ...query, page: p, size: EXPORT_PAGE_SIZE });
    const data = await queryClient.fetchQuery({ ...options, retry: false });
    return { rows: data.rows, totalRows: data.total };
  });
  return (
    <SettlementRecords
      {...recordFrameProps(view, records, (data) => data.total === 0)}
      type={type}
      contracts={<ContractsSection type={type} />}
      filters={filters}
      onFiltersChange={(next) =>
        view.setFilters({ role: next.role, status: next.status, who: next.downline.trim() || null })
      }
      data={records.data ?? null}
      onPageChange={view.setPage}
      onExportCsv={exportCsv}
    />
  );
}

export const DividendRecordsContainer = () => <SettlementRecordsContainer type="dividend" />;
export const DailyWagesContainer = () => <SettlementRecordsContainer type="dailySalary" />;
export const HourSalaryContainer = () => <SettlementRecordsContainer type="hourlySalary" />;
export const RealtimeSalaryContainer = () => <SettlementRecordsContainer type="realtimeSalary" />;
