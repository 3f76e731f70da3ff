import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import {
  MoneyCell,
  RecordPageFrame,
  RecordTable,
  useMoneyText,
  type RecordColumn,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import { csvAmount, type CsvTable } from '../SettlementRecords/SettlementRecords';
import { Actions } from '../SettlementRecords/SettlementRecords.styles';
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerEnglishPart } from '../../../i18n/registry';

registerEnglishPart(settlementEnglish);

/** The sources of income, in the order of the agent menu's record pages. */
export const INCOME_SOURCES = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** One day's income (or the totals) by source, in integer cents. */
export type IncomeRow = Readonly<Record<IncomeSource, number>> & { readonly totalCents: number };

export interface RevenueReportData {
  /** Every day of the range, newest first, yyyy-MM-dd. */
  readonly days: readonly (IncomeRow & { readonly date: string })[];
  readonly totals: IncomeRow;
}

export interface RevenueReportProps extends RecordFormat {
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  readonly data: RevenueReportData | null;
  /** Saves the visible table (given as text) as a CSV file. */
  readonly onExportCsv: (table: CsvTable) => void;
}

/**
 * §2 agentRevenueReport (my income): what paid the agent in the range, day by day and by source (dividends, daily,
 * hourly and real-time salary) with each day's total, and the totals of the range; export of the table as CSV.
 */
export function RevenueReport({
  range,
  onRangeChange,
  state,
  onRetry,
  data,
  onExportCsv,
  currencySymbol,
  offsetMinutes,
  now,
}: RevenueReportProps) {
  const { t } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const amount = (cents: number) => <MoneyCell cents={cents} text={money(cents)} />;
  const columns: RecordColumn<IncomeRow & { readonly date: string }>[] = [
    {
      id: 'date',
      header: t('AgentSettlement.revenue.date'),
      isRowHeader: true,
      cell: (row) => <span dir="ltr">{row.date}</span>,
    },
    ...INCOME_SOURCES.map((source): RecordColumn<IncomeRow & { readonly date: string }> => ({
      id: source,
      header: t(`AgentSettlement.source.${source}`),
      isNumeric: true,
      cell: (row) => amount(row[source]),
    })),
    { id: 'total', header: t('AgentSettlement.revenue.total'), isNumeric: true, cell: (row) => amount(row.totalCents) },
  ];
  const isReady = state.status === 'ready' && !state.isEmpty && data !== null;
  const exportCsv = () => {
    if (!data) return;
    onExportCsv({
      header: columns.map((c) => c.header),
      rows: data.days.map((d) => [d.date, ...INCOME_SOURCES.map((s) => csvAmount(d[s])), csvAmount(d.totalCents)]),
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
        <Actions>
          <Button variant="secondary" onClick={exportCsv} disabled={!isReady}>
            {t('AgentSettlement.exportCsv')}
          </Button>
        </Actions>
      }
      totals={
        data
          ? [
              ...INCOME_SOURCES.map((source) => ({
                id: source,
                label: t(`AgentSettlement.source.${source}`),
                cents: data.totals[source],
              })),
              { id: 'total', label: t('AgentSettlement.revenue.total'), cents: data.totals.totalCents },
            ]
          : []
      }
    >
      {data && (
        <RecordTable
          caption={t('AgentSettlement.revenue.caption')}
          columns={columns}
          rows={data.days}
          rowKey={(row) => row.date}
        />
      )}
    </RecordPageFrame>
  );
}
