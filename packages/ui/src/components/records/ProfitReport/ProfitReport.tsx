import { profitSummary, type RecordGameType } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  MoneyCell,
  RecordPageFrame,
  RecordTable,
  useMoneyText,
  type RecordColumn,
  type RecordPageFrameProps,
} from '../RecordPage';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('records', recordsEnglish);

export interface ProfitRow {
  readonly gameType: RecordGameType;
  readonly count: number;
  readonly betCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
}

export interface ProfitReportProps extends Omit<
  RecordPageFrameProps,
  'filters' | 'totals' | 'children' | 'page' | 'totalPages' | 'onPageChange'
> {
  readonly rows: readonly ProfitRow[];
  readonly bonusCents: number;
  readonly depositCents: number;
  readonly withdrawalCents: number;
}

/**
 * §2 personalProfit: profit and loss over the range, per game type. The profit is the sum of the bets' win/loss
 * (the betting record's total for the same range); bonuses, deposits and withdrawals are shown beside it.
 */
export function ProfitReport({ rows, bonusCents, depositCents, withdrawalCents, ...frame }: ProfitReportProps) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(frame.currencySymbol);
  const summary = profitSummary(rows, bonusCents);
  const count = new Intl.NumberFormat(i18n.language);
  const columns: RecordColumn<ProfitRow>[] = [
    {
      id: 'type',
      header: t('Records.profit.gameType'),
      cell: (r) => t(gameKindKey(r.gameType)),
      isRowHeader: true,
    },
    { id: 'count', header: t('Records.bets.count'), cell: (r) => count.format(r.count), isNumeric: true },
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
      header: t('Records.profit.winLoss'),
      cell: (r) => <MoneyCell cents={r.winLossCents} text={money(r.winLossCents, true)} signed />,
      isNumeric: true,
    },
  ];
  return (
    <RecordPageFrame
      {...frame}
      totals={[
        { id: 'winLoss', label: t('Records.profit.winLoss'), cents: summary.winLossCents, signed: true },
        { id: 'bonus', label: t('Records.profit.bonus'), cents: summary.bonusCents },
        { id: 'net', label: t('Records.profit.net'), cents: summary.netProfitCents, signed: true },
        { id: 'validBet', label: t('Records.bets.validBet'), cents: summary.validBetCents },
        { id: 'deposit', label: t('Records.profit.deposit'), cents: depositCents },
        { id: 'withdrawal', label: t('Records.profit.withdrawal'), cents: withdrawalCents },
      ]}
    >
      <RecordTable caption={t('Records.profit.caption')} columns={columns} rows={rows} rowKey={(r) => r.gameType} />
    </RecordPageFrame>
  );
}
