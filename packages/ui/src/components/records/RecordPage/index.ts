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
  filterSetter,
  optionsOf,
  pagesOf,
  selectOf,
  ReportScreen,
  useReportColumns,
  type FrameReportProps,
  type PagedReportProps,
  type ReportScreenProps,
  type ReportSelect,
  type UnpagedReportProps,
} from './ReportScreen';
