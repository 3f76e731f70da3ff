import { profitSummary, type ProfitByGameType } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import { ReportScreen, useReportColumns, type UnpagedReportProps } from '../RecordPage';
import { gameKindKey } from '../../../i18n/gameKinds';
import recordsPartEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';

registerPart('records', recordsPartEnglish);

export interface ProfitReportProps extends UnpagedReportProps {
  readonly rows: readonly ProfitByGameType[];
  readonly bonusCents: number;
  readonly depositCents: number;
  readonly withdrawalCents: number;
}

/**
 * §2 personalProfit: profit and loss over the range, per game type. The profit is the sum of the bets' win/loss
 * (the betting record's total for the same range); bonuses, deposits and withdrawals are shown beside it.
 */
export function ProfitReport({ rows, bonusCents, depositCents, withdrawalCents, ...frame }: ProfitReportProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<ProfitByGameType>(frame.currencySymbol, frame.offsetMinutes);
  const summary = profitSummary(rows, bonusCents);
  return (
    <ReportScreen
      {...frame}
      caption={t('Records.profit.caption')}
      rows={rows}
      rowKey={(r) => r.gameType}
      columns={[
        c.text('type', t('Records.profit.gameType'), (r) => t(gameKindKey(r.gameType)), true),
        c.count('count', t('Records.bets.count'), (r) => r.count),
        c.money('bet', t('Records.bets.bet'), (r) => r.betCents),
        c.money('valid', t('Records.bets.validBet'), (r) => r.validBetCents),
        c.money('winLoss', t('Records.profit.winLoss'), (r) => r.winLossCents, true),
      ]}
      totals={[
        { id: 'winLoss', label: t('Records.profit.winLoss'), cents: summary.winLossCents, signed: true },
        { id: 'bonus', label: t('Records.profit.bonus'), cents: summary.bonusCents },
        { id: 'net', label: t('Records.profit.net'), cents: summary.netProfitCents, signed: true },
        { id: 'validBet', label: t('Records.bets.validBet'), cents: summary.validBetCents },
        { id: 'deposit', label: t('Records.profit.deposit'), cents: depositCents },
        { id: 'withdrawal', label: t('Records.profit.withdrawal'), cents: withdrawalCents },
      ]}
    />
  );
}
