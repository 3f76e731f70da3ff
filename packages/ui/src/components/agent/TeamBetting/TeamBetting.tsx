import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import {
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  useMoneyText,
  type RecordColumn,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import { csvAmount, type CsvTable } from '../SettlementRecords';
import { Actions } from '../SettlementRecords/SettlementRecords.styles';
import reportsEnglish from '../../../i18n/locales/en/ui/agentReports.json';
// The game kinds' names are the settlement part's (one set of names for every agent page).
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(reportsEnglish);
registerEnglishPart(settlementEnglish);

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
  /** Saves the visible table (given as text) as a CSV file. */
  readonly onExportCsv: (table: CsvTable) => void;
}

/**
 * §2 personalHistoryCopy, team betting: per downline (direct and indirect) and game kind, the bets placed in the
 * range, what was staked, what counted, what was paid out and the result; filters by username and game kind; totals
 * over every matching row; pages; an export of the visible table as CSV.
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
  const [username, setUsername] = useState(filters.username);
  const count = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n);
  const kind = (k: TeamBettingGameKind) => t(`AgentSettlement.kind.${k}`);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...filters, username: username.trim() });
  };

  const columns: RecordColumn<TeamBettingRowData>[] = [
    { id: 'username', header: t('AgentReports.column.username'), isRowHeader: true, cell: (r) => r.username },
    { id: 'gameKind', header: t('AgentReports.column.gameKind'), cell: (r) => kind(r.gameKind) },
    { id: 'betCount', header: t('AgentReports.column.betCount'), isNumeric: true, cell: (r) => count(r.betCount) },
    {
      id: 'bet',
      header: t('AgentReports.column.bet'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.betCents} text={money(r.betCents)} />,
    },
    {
      id: 'validBet',
      header: t('AgentReports.column.validBet'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.validBetCents} text={money(r.validBetCents)} />,
    },
    {
      id: 'payout',
      header: t('AgentReports.column.payout'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.payoutCents} text={money(r.payoutCents)} />,
    },
    {
      id: 'winLoss',
      header: t('AgentReports.column.winLoss'),
      isNumeric: true,
      cell: (r) => <MoneyCell cents={r.winLossCents} text={money(r.winLossCents, true)} signed />,
    },
  ];

  const isReady = state.status === 'ready' && !state.isEmpty && data !== null;
  const exportCsv = () => {
    if (!data) return;
    onExportCsv({
      header: columns.map((c) => c.header),
      rows: data.rows.map((r) => [
        r.username,
        kind(r.gameKind),
        String(r.betCount),
        csvAmount(r.betCents),
        csvAmount(r.validBetCents),
        csvAmount(r.payoutCents),
        csvAmount(r.winLossCents),
      ]),
    });
  };
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
          <form role="search" aria-label={t('AgentReports.filter.usernameSearch')} onSubmit={search}>
            <TextField
              label={t('AgentReports.filter.username')}
              type="search"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="off"
              trailingAction={
                <Button type="submit" variant="secondary">
                  {t('AgentReports.filter.search')}
                </Button>
              }
            />
          </form>
          <Actions>
            <Button variant="secondary" onClick={exportCsv} disabled={!isReady}>
              {t('AgentReports.exportCsv')}
            </Button>
          </Actions>
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
