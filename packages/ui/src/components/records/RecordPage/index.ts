export {
  DayText,
  MoneyCell,
  RecordPageFrame,
  TimeText,
  useMoneyText,
  type RecordFormat,
  type RecordLoadState,
  type RecordPageFrameProps,
  type RecordRangeValue,
  type RecordTotal,
} from './RecordPage';
export { RecordTable, type RecordColumn, type RecordTableProps } from './RecordTable';
export { RecordFilter, type RecordFilterProps } from './RecordFilter';
export {
  canExport,
  csvAmount,
  csvTableOf,
  ReportExport,
  ReportSearch,
  visibleTable,
  type CsvColumn,
  type CsvTable,
  type CsvTableOf,
  type ReportExportHandler,
  type ReportExportOutcome,
  type ReportExportProps,
  type ReportSearchProps,
} from './ReportTools';
export {
  optionsOf,
  pagesOf,
  ReportScreen,
  useReportColumns,
  type PagedReportProps,
  type ReportScreenProps,
  type ReportSelect,
} from './ReportScreen';
