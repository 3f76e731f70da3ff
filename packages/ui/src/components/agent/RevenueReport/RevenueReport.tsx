import { INCOME_SOURCES, type IncomeDay, type RevenueReportData } from '@atrium/domain/records';
import { useTranslation } from 'react-i18next';
import {
  ReportScreen,
  useReportColumns,
  type ReportExportHandler,
  type UnpagedReportProps,
} from '../../records/RecordPage';
import settlementEnglish from '../../../i18n/locales/en/ui/agentSettlement.json';
import { registerPart } from '../../../i18n/registry';

registerPart('agentSettlement', settlementEnglish);

export interface RevenueReportProps extends UnpagedReportProps {
  readonly data: RevenueReportData | null;
  /** Exports the range's days as a CSV file, given how the columns write a row. */
  readonly onExportCsv: ReportExportHandler<IncomeDay>;
}

/**
 * §2 agentRevenueReport (my income): what paid the agent in the range, day by day and by source (dividends, daily,
 * hourly and real-time salary) with each day's total, and the totals of the range; export of the table as CSV.
 */
export function RevenueReport({ data, ...frame }: RevenueReportProps) {
  const { t } = useTranslation('ui');
  const c = useReportColumns<IncomeDay>(frame.currencySymbol, frame.offsetMinutes);
  const source = (id: string) => t(`AgentSettlement.source.${id}`);
  return (
    <ReportScreen
      {...frame}
      caption={t('AgentSettlement.revenue.caption')}
      rows={data?.days ?? null}
      rowKey={(row) => row.date}
      columns={[
        c.day('date', t('AgentSettlement.revenue.date'), (row) => row.date),
        ...INCOME_SOURCES.map((id) => c.money(id, source(id), (row) => row[id])),
        c.money('total', t('AgentSettlement.revenue.total'), (row) => row.totalCents),
      ]}
      exportLabel={t('AgentSettlement.exportCsv')}
      totals={
        data
          ? [
              ...INCOME_SOURCES.map((id) => ({ id, label: source(id), cents: data.totals[id] })),
              { id: 'total', label: t('AgentSettlement.revenue.total'), cents: data.totals.totalCents },
            ]
          : []
      }
    />
  );
}
