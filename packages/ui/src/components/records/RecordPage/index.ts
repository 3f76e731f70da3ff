export {
  MoneyCell,
  RecordPageFrame,
  RecordRangeBar,
  RecordTable,
  TimeText,
  useMoneyText,
  type RecordColumn,
  type RecordFormat,
  type RecordLoadState,
  type RecordPageFrameProps,
  type RecordRangeBarProps,
  type RecordRangeValue,
  type RecordTableProps,
  type RecordTotal,
} from './RecordPage';
export { RecordFilter, type RecordFilterProps } from './RecordFilter';
