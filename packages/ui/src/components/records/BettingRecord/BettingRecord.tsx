import {
  BET_STATUSES,
  RECORD_GAME_TYPES,
  type BetRecord,
  type BetStatus,
  type BettingTotals,
  type RecordGameType,
} from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import { ReportScreen, selectOf, useReportColumns, type FrameReportProps } from '../RecordPage';
import { gameKindKey } from '../../../i18n/gameKinds';
import recordsPartEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsPartEnglish);

export interface BettingRecordProps extends FrameReportProps {
  readonly rows: readonly BetRecord[];
  readonly totals: BettingTotals | null;
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
  const c = useReportColumns<BetRecord>(frame.currencySymbol, frame.offsetMinutes);
  const kind = (type: RecordGameType) => t(gameKindKey(type));
  const statusText = (value: BetStatus) => t(`Records.status.${value}`);
  return (
    <ReportScreen
      {...frame}
      caption={t('Records.bets.caption')}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        c.text('game', t('Records.bets.game'), (r) => `${r.vendorName} · ${r.gameName}`, true),
        c.time('time', t('Records.bets.time'), (r) => r.betAt),
        c.text('type', t('Records.bets.gameType'), (r) => kind(r.gameType)),
        c.text('status', t('Records.bets.status'), (r) => statusText(r.status)),
        c.money('bet', t('Records.bets.bet'), (r) => r.betCents),
        c.money('valid', t('Records.bets.validBet'), (r) => r.validBetCents),
        c.money('winLoss', t('Records.bets.winLoss'), (r) => r.winLossCents, true),
        c.code('id', t('Records.bets.id'), (r) => r.id),
      ]}
      selects={[
        selectOf(t('Records.filters.gameType'), RECORD_GAME_TYPES, kind, gameType, onGameTypeChange),
        selectOf(t('Records.filters.status'), BET_STATUSES, statusText, status, onStatusChange),
      ]}
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
    />
  );
}
