import { useQuery } from '@tanstack/react-query';
import { settlementRecordsQueryOptions, type SettlementRecordsQuery } from '@atrium/api/agentSettlement';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import type { ContractType } from '@atrium/domain/contracts';
import { recordRangeFromParams } from '@atrium/domain/records';
import { SettlementRecords, type SettlementFilters } from '@atrium/ui/agent';
import type { RecordLoadState } from '@atrium/ui/records';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { ContractsSection } from '../contracts/ContractsSection';
import { csvText, downloadCsv } from './settlementCsv';

const PAGE_SIZE = 20;
const ROLES = ['received', 'paid'] as const;
const STATUSES = ['paid', 'notMet'] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/**
 * §2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: the contracts of the type
 * (ContractsSection), then the settlements paid in the range. The range, the filters and the page are in the address
 * (`from`, `to`, `role`, `status`, `who`, `page`), so a reload or a shared link keeps them; it opens on today. Days and
 * times are the reader's own. The previous answer stays while the next loads.
 */
function SettlementRecordsPage({ type }: { readonly type: ContractType }) {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const filters: SettlementFilters = {
    role: pick(params.get('role'), ROLES),
    status: pick(params.get('status'), STATUSES),
    downline: params.get('who') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: SettlementRecordsQuery = {
    type,
    startMs: range.startMs,
    endMs: range.endMs,
    role: filters.role ?? 'all',
    status: filters.status ?? 'all',
    downline: filters.downline,
    page,
    size: PAGE_SIZE,
  };
  const records = useQuery(settlementRecordsQueryOptions(client, query));
  const currencySymbol = useQuery(walletBalanceQueryOptions(client)).data?.currencySymbol ?? '';

  const navigate = (patch: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    go(`?${search.toString()}`, false);
  };

  let state: RecordLoadState;
  if (records.data !== undefined) {
    state = { status: 'ready', isEmpty: records.data.total === 0, isUpdating: records.isPlaceholderData };
  } else if (records.isError) {
    state = {
      status: 'error',
      messageKey: isApiError(records.error) ? records.error.messageKey : undefined,
      isRetrying: records.isFetching,
    };
  } else state = { status: 'loading' };

  return (
    <SettlementRecords
      type={type}
      contracts={<ContractsSection type={type} />}
      range={range}
      onRangeChange={(next) => navigate({ from: next.start, to: next.end, page: null })}
      filters={filters}
      onFiltersChange={(next) =>
        navigate({ role: next.role, status: next.status, who: next.downline.trim() || null, page: null })
      }
      state={state}
      onRetry={() => void records.refetch()}
      data={records.data ?? null}
      onPageChange={(next) => navigate({ page: next > 1 ? String(next) : null })}
      onExportCsv={(table) =>
        downloadCsv(`${type}-${range.start}-${range.end}-p${page}.csv`, csvText(table.header, table.rows))
      }
      currencySymbol={currencySymbol}
      offsetMinutes={offsetMinutes}
      now={now}
    />
  );
}

export const DividendRecordsPage = () => <SettlementRecordsPage type="dividend" />;
export const DailyWagesPage = () => <SettlementRecordsPage type="dailySalary" />;
export const HourSalaryPage = () => <SettlementRecordsPage type="hourlySalary" />;
export const RealtimeSalaryPage = () => <SettlementRecordsPage type="realtimeSalary" />;
