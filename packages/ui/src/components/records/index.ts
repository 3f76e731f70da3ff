// @atrium/ui/records: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  ReportScreen,
  optionsOf,
  pagesOf,
  useReportColumns,
  type CsvTableOf,
  type ReportScreenProps,
  type ReportSelect,
  type RecordColumn,
  type RecordFilterProps,
  type RecordFormat,
  type RecordLoadState,
  type RecordPageFrameProps,
  type RecordRangeValue,
  type RecordTotal,
  type ReportExportHandler,
  type ReportExportOutcome,
} from './RecordPage';
export { BettingRecord, type BettingRecordProps } from './BettingRecord/BettingRecord';
export { AccountRecord, type AccountRecordProps } from './AccountRecord/AccountRecord';
export { ProfitReport, type ProfitReportProps } from './ProfitReport/ProfitReport';
export { BonusDetails, type BonusDetailsProps } from './BonusDetails/BonusDetails';
