export { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from './DateRangePicker';
