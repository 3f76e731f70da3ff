// @atrium/ui/records: explicit named exports only (docs/conventions.md: no `export *` barrels).
export {
  RecordFilter,
  RecordPageFrame,
  RecordTable,
  type CsvTableOf,
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
export { BettingRecord, type BetRow, type BetTotals, type BettingRecordProps } from './BettingRecord/BettingRecord';
export { AccountRecord, type AccountRecordProps, type TransactionRow } from './AccountRecord/AccountRecord';
export { ProfitReport, type ProfitReportProps, type ProfitRow } from './ProfitReport/ProfitReport';
export { BonusDetails, type BonusDetailsProps, type BonusRow } from './BonusDetails/BonusDetails';
