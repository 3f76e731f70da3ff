import type { ProfitLossPageData, ProfitLossRow } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import { pagesOf, ReportScreen, useReportColumns, type PagedReportProps } from '../../records/RecordPage';
import accountDetailsEnglish from '../../../i18n/locales/en/ui/agentAccountDetails.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentAccountDetails', accountDetailsEnglish);

export interface ProfitLossProps extends PagedReportProps<ProfitLossPageData, ProfitLossRow> {
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly onUsernameChange: (username: string) => void;
}

const FIGURES = [
  ['deposits', 'depositCents', false],
  ['withdrawals', 'withdrawalCents', false],
  ['validBet', 'validBetCents', false],
  ['winLoss', 'winLossCents', true],
  ['bonuses', 'bonusCents', false],
  ['net', 'netCents', true],
] as const;

/**
 * §2 palStatementsAgentCopy: per downline in the range, deposits, withdrawals, valid bet, win/loss, bonuses and net,
 * with totals over every matching downline, a username filter, pages and an export of every matching row as CSV.
 */
export function ProfitLoss({ username, onUsernameChange, data, ...frame }: ProfitLossProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<ProfitLossRow>(frame.currencySymbol, frame.offsetMinutes);
  const label = (id: string) => t(`AgentAccountDetails.profitLoss.${id}`);
  return (
    <ReportScreen
      {...frame}
      {...pagesOf(data)}
      caption={t('AgentAccountDetails.profitLoss.caption')}
      rows={data?.rows ?? null}
      rowKey={(row) => row.userId}
      columns={[
        c.text('username', label('username'), (row) => row.username, true),
        ...FIGURES.map(([id, key, signed]) => c.money(id, label(id), (row) => row[key], signed)),
      ]}
      search={c.search('AgentAccountDetails.filter', 'username', username, onUsernameChange)}
      exportLabel={t('AgentAccountDetails.exportCsv')}
      totals={
        data
          ? [
              { id: 'count', label: label('count'), count: data.total },
              ...FIGURES.map(([id, key, signed]) => ({ id, label: label(id), cents: data.totals[key], signed })),
            ]
          : []
      }
    />
  );
}
