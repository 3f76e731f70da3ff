import { useTranslation } from 'react-i18next';
import {
  canExport,
  csvAmount,
  csvTableOf,
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  ReportExport,
  ReportSearch,
  useMoneyText,
  type CsvColumn,
  type ReportExportHandler,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import reportsEnglish from '../../../i18n/locales/en/ui/agentReports.json';
// The game kinds' names are the settlement part's (one set of names for every agent page).
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('agentReports', reportsEnglish);
registerPart('agentSettlement', settlementEnglish);

export const TEAM_BETTING_GAME_KINDS = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type TeamBettingGameKind = (typeof TEAM_BETTING_GAME_KINDS)[number];

/** One downline's bets of one game kind in the range. Amounts in integer cents. */
export interface TeamBettingRowData {
  readonly userId: string;
  readonly username: string;
  readonly gameKind: TeamBettingGameKind;
  readonly betCount: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly payoutCents: number;
  /** From the players' side: above zero the downline won. */
  readonly winLossCents: number;
}

export interface TeamBettingPageData {
  readonly rows: readonly TeamBettingRowData[];
  /** Every matching row's count and totals, not only this page's. */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly totals: Omit<TeamBettingRowData, 'userId' | 'username' | 'gameKind'>;
}

export interface TeamBettingFilters {
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly gameKind: TeamBettingGameKind | null;
}

export interface TeamBettingProps extends RecordFormat {
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  readonly filters: TeamBettingFilters;
  readonly onFiltersChange: (filters: TeamBettingFilters) => void;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  readonly data: TeamBettingPageData | null;
  readonly onPageChange: (page: number) => void;
  /** Exports what the filters select, every page, as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<TeamBettingRowData>;
}

/**
 * §2 personalHistoryCopy, team betting: per downline (direct and indirect) and game kind, the bets placed in the
 * range, what was staked, what counted, what was paid out and the result; filters by username and game kind; totals
 * over every matching row; pages; an export of every matching row as CSV.
 */
export function TeamBetting({
  range,
  onRangeChange,
  filters,
  onFiltersChange,
  state,
  onRetry,
  data,
  onPageChange,
  onExportCsv,
  currencySymbol,
  offsetMinutes,
  now,
}: TeamBettingProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const count = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n);
  const kind = (k: TeamBettingGameKind) => t(gameKindKey(k));

  const columns: CsvColumn<TeamBettingRowData>[] = [
    {
      id: 'username',
      header: t('AgentReports.column.username'),
      isRowHeader: true,
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
    {
      id: 'gameKind',
      header: t('AgentReports.column.gameKind'),
      cell: (r) => kind(r.gameKind),
      csv: (r) => kind(r.gameKind),
    },
    {
      id: 'betCount',
      header: t('AgentReports.column.betCount'),
      isNumeric: true,
      cell: (r) => count(r.betCount),
      csv: (r) => String(r.betCount),
    },
    {
      id: 'bet',
      header: t('AgentReports.column.bet'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.betCents} text={money(r.betCents)} />,
      csv: (r) => csvAmount(r.betCents),
    },
    {
      id: 'validBet',
      header: t('AgentReports.column.validBet'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.validBetCents} text={money(r.validBetCents)} />,
      csv: (r) => csvAmount(r.validBetCents),
    },
    {
      id: 'payout',
      header: t('AgentReports.column.payout'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.payoutCents} text={money(r.payoutCents)} />,
      csv: (r) => csvAmount(r.payoutCents),
    },
    {
      id: 'winLoss',
      header: t('AgentReports.column.winLoss'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.winLossCents} text={money(r.winLossCents, true)} signed />,
      csv: (r) => csvAmount(r.winLossCents),
    },
  ];

  return (
    <RecordPageFrame
      range={range}
      onRangeChange={onRangeChange}
      now={now}
      offsetMinutes={offsetMinutes}
      currencySymbol={currencySymbol}
      state={state}
      onRetry={onRetry}
      filters={
        <>
          <RecordFilter
            label={t('AgentReports.filter.gameKind')}
            options={TEAM_BETTING_GAME_KINDS.map((value) => ({ value, label: kind(value) }))}
            value={filters.gameKind}
            onChange={(gameKind) => onFiltersChange({ ...filters, gameKind })}
          />
          <ReportSearch
            name={t('AgentReports.filter.usernameSearch')}
            label={t('AgentReports.filter.username')}
            buttonLabel={t('AgentReports.filter.search')}
            value={filters.username}
            onSearch={(username) => onFiltersChange({ ...filters, username })}
          />
          <ReportExport
            label={t('AgentReports.exportCsv')}
            isDisabled={!canExport(state)}
            onExport={() => onExportCsv(csvTableOf(columns))}
          />
        </>
      }
      totals={
        data
          ? [
              { id: 'betCount', label: t('AgentReports.total.betCount'), count: data.totals.betCount },
              { id: 'bet', label: t('AgentReports.total.bet'), cents: data.totals.betCents },
              { id: 'validBet', label: t('AgentReports.total.validBet'), cents: data.totals.validBetCents },
              { id: 'payout', label: t('AgentReports.total.payout'), cents: data.totals.payoutCents },
              {
                id: 'winLoss',
                label: t('AgentReports.total.winLoss'),
                cents: data.totals.winLossCents,
                signed: true,
              },
            ]
          : []
      }
      page={data?.page ?? 1}
      totalPages={data ? Math.ceil(data.total / data.size) : 0}
      onPageChange={onPageChange}
    >
      {data && (
        <RecordTable
          caption={t('AgentReports.caption.teamBetting')}
          columns={columns}
          rows={data.rows}
          rowKey={(r) => `${r.userId}|${r.gameKind}`}
        />
      )}
    </RecordPageFrame>
  );
}
