import { betHistoryQueryOptions } from '@atrium/api/records';
import { parseBetStatus, parseRecordGameType, RECORDS_PAGE_SIZE } from '@atrium/domain/records';
import { BettingRecord } from '@atrium/ui/records';
import { usePagedRecords, useRecordPage } from '../../../shared/records/useRecordPage';

const FILTERS = ['gameType', 'status'] as const;

/** §2 personalHistoryCopy (betting record): the member's bets in the range, filtered by game type and status. */
export function BettingRecordContainer() {
  const view = useRecordPage(FILTERS);
  const gameType = parseRecordGameType(view.filters.gameType);
  const status = parseBetStatus(view.filters.status);
  const { data, frame } = usePagedRecords(
    view,
    betHistoryQueryOptions(
      view.client,
      { range: view.range, page: view.page, pageSize: RECORDS_PAGE_SIZE, gameType, status },
      view.language,
    ),
  );
  return (
    <BettingRecord
      {...frame}
      rows={data?.items ?? []}
      totals={data?.totals ?? null}
      gameType={gameType}
      onGameTypeChange={(next) => view.setFilter('gameType', next)}
      status={status}
      onStatusChange={(next) => view.setFilter('status', next)}
    />
  );
}
