import { useQuery } from '@tanstack/react-query';
import { teamBettingQueryOptions, type TeamBettingQuery } from '@atrium/api/agentReports';
import { isApiError } from '@atrium/api/errors';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { toCsv } from '@atrium/domain/format';
import { recordRangeFromParams } from '@atrium/domain/records';
import { TEAM_BETTING_GAME_KINDS, TeamBetting, type CsvTable, type TeamBettingFilters } from '@atrium/ui/agent';
import type { RecordLoadState } from '@atrium/ui/records';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/apiClient';
import { useSearchNavigation } from '../../../shared/useSearchNavigation';
import { downloadCsv } from './settlementCsv';

const PAGE_SIZE = 20;

/** The visible table as CSV text: its header and rows as shown (the ui hands them over translated). */
export function teamBettingCsv(table: CsvTable): string {
  return toCsv(
    table.header.map((label, i) => ({ key: String(i), label })),
    table.rows.map((row) => Object.fromEntries(row.map((cell, i) => [String(i), cell]))),
  );
}

/**
 * §2 personalHistoryCopy, team betting: the agent's downline tree's bets per downline and game kind in the range.
 * The range, the filters and the page are in the address (`from`, `to`, `who`, `kind`, `page`), so a reload or a
 * shared link keeps them; it opens on today. The previous answer stays while the next loads.
 */
export function TeamBettingPage() {
  const client = useApiClient();
  const [params] = useSearchParams();
  const go = useSearchNavigation();
  const [now] = useState(() => Date.now());
  const offsetMinutes = -new Date(now).getTimezoneOffset();
  const range = recordRangeFromParams(params.get('from'), params.get('to'), now, offsetMinutes);
  const filters: TeamBettingFilters = {
    username: params.get('who') ?? '',
    gameKind: TEAM_BETTING_GAME_KINDS.find((k) => k === params.get('kind')) ?? null,
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: TeamBettingQuery = {
    startMs: range.startMs,
    endMs: range.endMs,
    username: filters.username,
    gameKind: filters.gameKind ?? 'all',
    page,
    size: PAGE_SIZE,
  };
  const report = useQuery(teamBettingQueryOptions(client, query));
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
    <TeamBetting
      range={range}
      onRangeChange={(next) => navigate({ from: next.start, to: next.end, page: null })}
      filters={filters}
      onFiltersChange={(next) => navigate({ who: next.username.trim() || null, kind: next.gameKind, page: null })}
      state={state}
      onRetry={() => void report.refetch()}
      data={report.data ?? null}
      onPageChange={(next) => navigate({ page: next > 1 ? String(next) : null })}
      onExportCsv={(table) =>
        downloadCsv(`team-betting-${range.start}-${range.end}-p${page}.csv`, teamBettingCsv(table))
      }
      currencySymbol={currencySymbol}
      offsetMinutes={offsetMinutes}
      now={now}
    />
  );
}
