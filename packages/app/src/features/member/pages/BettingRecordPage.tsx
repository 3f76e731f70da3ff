import { useQuery } from '@tanstack/react-query';
import { betHistoryQueryOptions } from '@atrium/api/records';
import { parseBetStatus, parseRecordGameType, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { BettingRecord } from '@atrium/ui/records';
import { recordLoadState, useKeepPageInRange, useRecordPage } from './records/useRecordPage';

const FILTERS = ['gameType', 'status'] as const;

/** §2 personalHistoryCopy (betting record): the member's bets in the range, filtered by game type and status. */
export function BettingRecordPage() {
  const view = useRecordPage(FILTERS);
  const gameType = parseRecordGameType(view.filters.gameType);
  const status = parseBetStatus(view.filters.status);
  const query = useQuery(
    betHistoryQueryOptions(
      view.client,
      {
        range: view.range,
        page: view.page,
        pageSize: RECORDS_PAGE_SIZE,
        gameType,
        status,
      },
      view.language,
    ),
  );
  useKeepPageInRange(view.page, query.data?.totalPages);
  return (
    <BettingRecord
      range={view.range}
      onRangeChange={view.setRange}
      now={view.now}
      offsetMinutes={view.offsetMinutes}
      currencySymbol={view.currencySymbol}
      state={recordLoadState(query, (data) => data.items.length === 0)}
      onRetry={() => void query.refetch()}
      rows={query.data?.items ?? []}
      totals={query.data?.totals ?? null}
      gameType={gameType}
      onGameTypeChange={(next) => view.setFilter('gameType', next)}
      status={status}
      onStatusChange={(next) => view.setFilter('status', next)}
      page={view.page}
      totalPages={query.data?.totalPages ?? 0}
      onPageChange={view.setPage}
    />
  );
}
