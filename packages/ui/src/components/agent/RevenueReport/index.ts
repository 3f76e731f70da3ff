export {
  INCOME_SOURCES,
  RevenueReport,
  type IncomeRow,
  type IncomeSource,
  type RevenueReportData,
  type RevenueReportProps,
} from './RevenueReport';
