import { useQuery } from '@tanstack/react-query';
import { userProfitLossQueryOptions, type UserProfitLossQuery } from '@atrium/api/agentReports/userProfitLoss';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { recordRangeFromParams } from '@atrium/domain/records';
import { ProfitLoss } from '@atrium/ui/agent';
import type { RecordLoadState } from '@atrium/ui/records';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { csvText, downloadCsv } from './settlementCsv';

const PAGE_SIZE = 20;

/**
 * §2 palStatementsAgentCopy: per downline in the range. The range, the username and the page are in the address
 * (`from`, `to`, `who`, `page`), so a reload or a shared link keeps them; it opens on today. The previous answer
 * stays while the next loads.
 */
export function ProfitLossPage() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const username = params.get('who') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: UserProfitLossQuery = { startMs: range.startMs, endMs: range.endMs, username, page, size: PAGE_SIZE };
  const report = useQuery(userProfitLossQueryOptions(client, query));
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
  if (report.data !== undefined) {
    state = { status: 'ready', isEmpty: report.data.total === 0, isUpdating: report.isPlaceholderData };
  } else if (report.isError) {
    state = {
      status: 'error',
      messageKey: isApiError(report.error) ? report.error.messageKey : undefined,
      isRetrying: report.isFetching,
    };
  } else state = { status: 'loading' };

  return (
    <ProfitLoss
      range={range}
      onRangeChange={(next) => navigate({ from: next.start, to: next.end, page: null })}
      username={username}
      onUsernameChange={(next) => navigate({ who: next.trim() || null, page: null })}
      state={state}
      onRetry={() => void report.refetch()}
      data={report.data ?? null}
      onPageChange={(next) => navigate({ page: next > 1 ? String(next) : null })}
      onExportCsv={(table) =>
        downloadCsv(`user-pl-${range.start}-${range.end}-p${page}.csv`, csvText(table.header, table.rows))
      }
      currencySymbol={currencySymbol}
      offsetMinutes={offsetMinutes}
      now={now}
    />
  );
}
