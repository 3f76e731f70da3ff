import { useTranslation } from 'react-i18next';
import {
  canExport,
  csvAmount,
  csvTableOf,
  MoneyCell,
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
import accountDetailsEnglish from '../../../i18n/locales/en/ui/agentAccountDetails.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentAccountDetails', accountDetailsEnglish);

/** Integer cents; win/loss and net from the downline's side (above zero it came out ahead). */
export interface ProfitLossFigures {
  readonly depositCents: number;
  readonly withdrawalCents: number;
  readonly validBetCents: number;
  readonly winLossCents: number;
  readonly bonusCents: number;
  readonly netCents: number;
}

export interface ProfitLossRow extends ProfitLossFigures {
  readonly userId: string;
  readonly username: string;
}

export interface ProfitLossPageData {
  readonly rows: readonly ProfitLossRow[];
  /** Every matching downline's count and totals, not only this page's. */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly totals: ProfitLossFigures;
}

export interface ProfitLossProps extends RecordFormat {
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  /** A downline's username; blank for all. */
  readonly username: string;
  readonly onUsernameChange: (username: string) => void;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  readonly data: ProfitLossPageData | null;
  readonly onPageChange: (page: number) => void;
  readonly onExportCsv: ReportExportHandler<ProfitLossRow>;
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
 * with totals over every matching downline, a username filter, pages and an export of every matching row as CSV. Built
 * on the record pages' frame and table, as the settlement pages are.
 */
export function ProfitLoss({
  range,
  onRangeChange,
  username,
  onUsernameChange,
  state,
  onRetry,
  data,
  onPageChange,
  onExportCsv,
  currencySymbol,
  offsetMinutes,
  now,
}: ProfitLossProps) {
  const { t } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const columns: CsvColumn<ProfitLossRow>[] = [
    {
      id: 'username',
      header: t('AgentAccountDetails.profitLoss.username'),
      isRowHeader: true,
      cell: (row) => row.username,
      csv: (row) => row.username,
    },
    ...FIGURES.map(([id, key, signed]): CsvColumn<ProfitLossRow> => ({
      id,
      header: t(`AgentAccountDetails.profitLoss.${id}`),
      isNumeric: true,
      cell: (row) => <MoneyCell cents={row[key]} text={money(row[key], signed)} signed={signed} />,
      csv: (row) => csvAmount(row[key]),
    })),
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
          <ReportSearch
            name={t('AgentAccountDetails.filter.usernameSearch')}
            label={t('AgentAccountDetails.filter.username')}
            buttonLabel={t('AgentAccountDetails.filter.search')}
            value={username}
            onSearch={onUsernameChange}
          />
          <ReportExport
            label={t('AgentAccountDetails.exportCsv')}
            isDisabled={!canExport(state)}
            onExport={() => onExportCsv(csvTableOf(columns))}
          />
        </>
      }
      totals={
        data
          ? [
              { id: 'count', label: t('AgentAccountDetails.profitLoss.count'), count: data.total },
              ...FIGURES.map(([id, key, signed]) => ({
                id,
                label: t(`AgentAccountDetails.profitLoss.${id}`),
                cents: data.totals[key],
                signed,
              })),
            ]
          : []
      }
      page={data?.page ?? 1}
      totalPages={data ? Math.ceil(data.total / data.size) : 0}
      onPageChange={onPageChange}
    >
      {data && (
        <RecordTable
          caption={t('AgentAccountDetails.profitLoss.caption')}
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.userId}
        />
      )}
    </RecordPageFrame>
  );
}
