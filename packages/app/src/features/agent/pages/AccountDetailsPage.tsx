import { useQuery } from '@tanstack/react-query';
import {
  downlineTransactionsQueryOptions,
  type DownlineTransactionsQuery,
} from '@atrium/api/agentReports/downlineTransactions';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { recordRangeFromParams } from '@atrium/domain/records';
import { ACCOUNT_DETAILS_TYPES, AccountDetails, type AccountDetailsFilters } from '@atrium/ui/agent';
import type { RecordLoadState } from '@atrium/ui/records';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { csvText, downloadCsv } from './settlementCsv';

const PAGE_SIZE = 20;

/**
 * §2 agentDownlineTransactionDetailsCopy: the downlines' ledger entries in the range. The range, the filters and the
 * page are in the address (`from`, `to`, `type`, `who`, `page`), so a reload or a shared link keeps them; it opens on
 * today. Days and times are the reader's own. The previous answer stays while the next loads.
 */
export function AccountDetailsPage() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const filters: AccountDetailsFilters = {
    type: ACCOUNT_DETAILS_TYPES.find((t) => t === params.get('type')) ?? null,
    username: params.get('who') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: DownlineTransactionsQuery = {
    startMs: range.startMs,
    endMs: range.endMs,
    username: filters.username,
    type: filters.type ?? 'all',
    page,
    size: PAGE_SIZE,
  };
  const entries = useQuery(downlineTransactionsQueryOptions(client, query));
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
  if (entries.data !== undefined) {
    state = { status: 'ready', isEmpty: entries.data.total === 0, isUpdating: entries.isPlaceholderData };
  } else if (entries.isError) {
    state = {
      status: 'error',
      messageKey: isApiError(entries.error) ? entries.error.messageKey : undefined,
      isRetrying: entries.isFetching,
    };
  } else state = { status: 'loading' };

  return (
    <AccountDetails
      range={range}
      onRangeChange={(next) => navigate({ from: next.start, to: next.end, page: null })}
      filters={filters}
      onFiltersChange={(next) => navigate({ type: next.type, who: next.username.trim() || null, page: null })}
      state={state}
      onRetry={() => void entries.refetch()}
      data={entries.data ?? null}
      onPageChange={(next) => navigate({ page: next > 1 ? String(next) : null })}
      onExportCsv={(table) =>
        downloadCsv(`account-details-${range.start}-${range.end}-p${page}.csv`, csvText(table.header, table.rows))
      }
      currencySymbol={currencySymbol}
      offsetMinutes={offsetMinutes}
      now={now}
    />
  );
}
