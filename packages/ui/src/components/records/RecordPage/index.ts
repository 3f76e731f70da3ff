export {
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
export { RecordRangeBar, type RecordRangeBarProps } from './RecordRangeBar';
export { RecordTable, type RecordColumn, type RecordTableProps } from './RecordTable';
export { RecordFilter, type RecordFilterProps } from './RecordFilter';
