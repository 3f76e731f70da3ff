import {
  TEAM_BETTING_GAME_KINDS,
  type TeamBettingGameKind,
  type TeamBettingPageData,
  type TeamBettingRowData,
} from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  filterSetter,
  pagesOf,
  ReportScreen,
  selectOf,
  useReportColumns,
  type PagedReportProps,
} from '../../records/RecordPage';
import reportsEnglish from '../../../i18n/locales/en/ui/agentReports.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('agentReports', reportsEnglish);

export interface TeamBettingFilters {
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly gameKind: TeamBettingGameKind | null;
}

export interface TeamBettingProps extends PagedReportProps<TeamBettingPageData, TeamBettingRowData> {
  readonly filters: TeamBettingFilters;
  readonly onFiltersChange: (filters: TeamBettingFilters) => void;
}

const FIGURES = [
  ['bet', 'betCents'],
  ['validBet', 'validBetCents'],
  ['payout', 'payoutCents'],
] as const;

/**
 * §2 personalHistoryCopy, team betting: per downline (direct and indirect) and game kind, the bets placed in the
 * range, what was staked, what counted, what was paid out and the result; filters by username and game kind; totals
 * over every matching row; pages; an export of every matching row as CSV.
 */
export function TeamBetting({ filters, onFiltersChange, data, ...frame }: TeamBettingProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<TeamBettingRowData>(frame.currencySymbol, frame.offsetMinutes);
  const kind = (k: TeamBettingGameKind) => t(gameKindKey(k));
  const column = (id: string) => t(`AgentReports.column.${id}`);
  const total = (id: string) => t(`AgentReports.total.${id}`);
  const set = filterSetter(filters, onFiltersChange);
  return (
    <ReportScreen
      {...frame}
      {...pagesOf(data)}
      caption={t('AgentReports.caption.teamBetting')}
      rows={data?.rows ?? null}
      rowKey={(r) => `${r.userId}|${r.gameKind}`}
      columns={[
        c.text('username', column('username'), (r) => r.username, true),
        c.text('gameKind', column('gameKind'), (r) => kind(r.gameKind)),
        c.count('betCount', column('betCount'), (r) => r.betCount),
        ...FIGURES.map(([id, key]) => c.money(id, column(id), (r) => r[key])),
        c.money('winLoss', column('winLoss'), (r) => r.winLossCents, true),
      ]}
      selects={[
        selectOf(t('AgentReports.filter.gameKind'), TEAM_BETTING_GAME_KINDS, kind, filters.gameKind, set('gameKind')),
      ]}
      search={c.search('AgentReports.filter', 'username', filters.username, set('username'))}
      exportLabel={t('AgentReports.exportCsv')}
      totals={
        data
          ? [
              { id: 'betCount', label: total('betCount'), count: data.totals.betCount },
              ...FIGURES.map(([id, key]) => ({ id, label: total(id), cents: data.totals[key] })),
              { id: 'winLoss', label: total('winLoss'), cents: data.totals.winLossCents, signed: true },
            ]
          : []
      }
    />
  );
}
