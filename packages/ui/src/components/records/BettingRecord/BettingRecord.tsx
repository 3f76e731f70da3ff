import { BET_STATUSES, RECORD_GAME_TYPES, type BetStatus, type RecordGameType } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  MoneyCell,
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  TimeText,
  useMoneyText,
  type RecordColumn,
  type RecordPageFrameProps,
} from '../RecordPage';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('records', recordsEnglish);

export interface BetRow {
  readonly id: string;
  readonly betAt: number;
  readonly gameType: RecordGameType;
  readonly vendorName: string;
  readonly gameName: string;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  readonly status: BetStatus;
}

export interface BetTotals {
  readonly count: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

export interface BettingRecordProps extends Omit<RecordPageFrameProps, 'filters' | 'totals' | 'children'> {
  readonly rows: readonly BetRow[];
  readonly totals: BetTotals | null;
  readonly gameType: RecordGameType | null;
  readonly onGameTypeChange: (gameType: RecordGameType | null) => void;
  readonly status: BetStatus | null;
  readonly onStatusChange: (status: BetStatus | null) => void;
}

/** §2 personalHistoryCopy (betting record): the member's bets in the range, by game type and status, with totals. */
export function BettingRecord({
  rows,
  totals,
  gameType,
  onGameTypeChange,
  status,
  onStatusChange,
  ...frame
}: BettingRecordProps) {
  const { t } = useTranslation('ui');
  const money = useMoneyText(frame.currencySymbol);
  const columns: RecordColumn<BetRow>[] = [
    { id: 'game', header: t('Records.bets.game'), cell: (r) => `${r.vendorName} · ${r.gameName}`, isRowHeader: true },
    {
      id: 'time',
      header: t('Records.bets.time'),
      cell: (r) => <TimeText at={r.betAt} offsetMinutes={frame.offsetMinutes} />,
    },
    { id: 'type', header: t('Records.bets.gameType'), cell: (r) => t(gameKindKey(r.gameType)) },
    { id: 'status', header: t('Records.bets.status'), cell: (r) => t(`Records.status.${r.status}`) },
    {
      id: 'bet',
      header: t('Records.bets.bet'),
      cell: (r) => <MoneyCell cents={r.betCents} text={money(r.betCents)} />,
      isNumeric: true,
    },
    {
      id: 'valid',
      header: t('Records.bets.validBet'),
      cell: (r) => <MoneyCell cents={r.validBetCents} text={money(r.validBetCents)} />,
      isNumeric: true,
    },
    {
      id: 'winLoss',
      header: t('Records.bets.winLoss'),
      cell: (r) => <MoneyCell cents={r.winLossCents} text={money(r.winLossCents, true)} signed />,
      isNumeric: true,
    },
    { id: 'id', header: t('Records.bets.id'), cell: (r) => <span dir="ltr">{r.id}</span> },
  ];
  return (
    <RecordPageFrame
      {...frame}
      filters={
        <>
          <RecordFilter
            label={t('Records.filters.gameType')}
            options={RECORD_GAME_TYPES.map((value) => ({ value, label: t(gameKindKey(value)) }))}
            value={gameType}
            onChange={onGameTypeChange}
          />
          <RecordFilter
            label={t('Records.filters.status')}
            options={BET_STATUSES.map((value) => ({ value, label: t(`Records.status.${value}`) }))}
            value={status}
            onChange={onStatusChange}
          />
        </>
      }
      totals={
        totals
          ? [
              { id: 'count', label: t('Records.bets.count'), count: totals.count },
              { id: 'bet', label: t('Records.bets.bet'), cents: totals.betCents },
              { id: 'validBet', label: t('Records.bets.validBet'), cents: totals.validBetCents },
              { id: 'winLoss', label: t('Records.bets.winLoss'), cents: totals.winLossCents, signed: true },
            ]
          : undefined
      }
    >
      <RecordTable caption={t('Records.bets.caption')} columns={columns} rows={rows} rowKey={(r) => r.id} />
    </RecordPageFrame>
  );
}
