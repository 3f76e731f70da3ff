import { useQuery } from '@tanstack/react-query';
import { teamBettingQueryOptions } from '@atrium/api/agentReports';
import { TEAM_BETTING_GAME_KINDS } from '@atrium/domain/records';
import { TeamBetting } from '@atrium/ui/agent';
import { EXPORT_PAGE_SIZE, useReportExport } from '../../../shared/records/useReportExport';
import { recordFrameProps, useRecordPage } from '../../../shared/records/useRecordPage';

const PAGE_SIZE = 20;
const FILTERS = ['who', 'kind'] as const;

/**
 * §2 personalHistoryCopy, team betting: the agent's downline tree's bets per downline and game kind in the range.
 * The range, the filters and the page are in the address (`from`, `to`, `who`, `kind`, `page`), so a reload or a
 * shared link keeps them; it opens on today. The previous answer stays while the next loads.
 */
export function TeamBettingContainer() {
  const view = useRecordPage(FILTERS);
  const { range, page } = view;
  const filters = {
    username: view.filters.who ?? '',
    gameKind: TEAM_BETTING_GAME_KINDS.find((k) => k === view.filters.kind) ?? null,
  };
  const query = {
    startMs: range.startMs,
    endMs: range.endMs,
    username: filters.username,
    gameKind: filters.gameKind ?? 'all',
  } as const;
  const report = useQuery(teamBettingQueryOptions(view.client, { ...query, page, size: PAGE_SIZE }));
  const exportCsv = useReportExport(`team-betting-${range.start}-${range.end}.csv`, async (queryClient, p) => {
    const options = teamBettingQueryOptions(view.client, { ...query, page: p, size: EXPORT_PAGE_SIZE });
    const data = await queryClient.fetchQuery({ ...options, retry: false });
    return { rows: data.rows, totalRows: data.total };
  });
  return (
    <TeamBetting
      {...recordFrameProps(view, report, (data) => data.total === 0)}
      filters={filters}
      onFiltersChange={(next) => view.setFilters({ who: next.username.trim() || null, kind: next.gameKind })}
      data={report.data ?? null}
      onPageChange={view.setPage}
      onExportCsv={exportCsv}
    />
  );
}
