import { useTranslation } from 'react-i18next';
import {
  canExport,
  csvAmount,
  csvTableOf,
  DayText,
  MoneyCell,
  RecordPageFrame,
  RecordTable,
  ReportExport,
  useMoneyText,
  type CsvColumn,
  type ReportExportHandler,
  type RecordFormat,
  type RecordLoadState,
  type RecordRangeValue,
} from '../../records/RecordPage';
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentSettlement', settlementEnglish);

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
  /** Exports what the filters select, every page, as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<IncomeRow & { readonly date: string }>;
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
  const columns: CsvColumn<IncomeRow & { readonly date: string }>[] = [
    {
      id: 'date',
      header: t('AgentSettlement.revenue.date'),
      isRowHeader: true,
      cell: (row) => <DayText date={row.date} />,
      csv: (row) => row.date,
    },
    ...INCOME_SOURCES.map((source): CsvColumn<IncomeRow & { readonly date: string }> => ({
      id: source,
      header: t(`AgentSettlement.source.${source}`),
      isNumeric: true,
      cell: (row) => amount(row[source]),
      csv: (row) => csvAmount(row[source]),
    })),
    {
      id: 'total',
      header: t('AgentSettlement.revenue.total'),
      isNumeric: true,
      cell: (row) => amount(row.totalCents),
      csv: (row) => csvAmount(row.totalCents),
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
        <ReportExport
          label={t('AgentSettlement.exportCsv')}
          isDisabled={!canExport(state)}
          onExport={() => onExportCsv(csvTableOf(columns))}
        />
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
