import { useQuery } from '@tanstack/react-query';
import { revenueReportQueryOptions } from '@atrium/api/agentSettlement';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { recordRangeFromParams } from '@atrium/domain/records';
import { RevenueReport } from '@atrium/ui/agent';
import type { RecordLoadState } from '@atrium/ui/records';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { csvText, downloadCsv } from './settlementCsv';

/**
 * §2 agentRevenueReport (my income): what paid the agent, by day (the reader's days) and by source, for the range in
 * the address (`from`, `to`; today by default). The previous answer stays while the next loads.
 */
export function AgentRevenueReportPage() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const report = useQuery(
    revenueReportQueryOptions(client, {
      startMs: range.startMs,
      endMs: range.endMs,
      utcOffsetMinutes: offsetMinutes,
    }),
  );
  const currencySymbol = useQuery(walletBalanceQueryOptions(client)).data?.currencySymbol ?? '';

  let state: RecordLoadState;
  if (report.data !== undefined) {
    state = { status: 'ready', isEmpty: report.data.days.length === 0, isUpdating: report.isPlaceholderData };
  } else if (report.isError) {
    state = {
      status: 'error',
      messageKey: isApiError(report.error) ? report.error.messageKey : undefined,
      isRetrying: report.isFetching,
    };
  } else state = { status: 'loading' };

  return (
    <RevenueReport
      range={range}
      onRangeChange={(next) => {
        const search = new URLSearchParams(params);
        search.set('from', next.start);
        search.set('to', next.end);
        go(`?${search.toString()}`, false);
      }}
      state={state}
      onRetry={() => void report.refetch()}
      data={report.data ?? null}
      onExportCsv={(table) => downloadCsv(`income-${range.start}-${range.end}.csv`, csvText(table.header, table.rows))}
      currencySymbol={currencySymbol}
      offsetMinutes={offsetMinutes}
      now={now}
    />
  );
}
