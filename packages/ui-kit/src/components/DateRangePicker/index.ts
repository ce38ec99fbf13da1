export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export {
  COMPARISON_SETTINGS_KEY,
  readComparisonSettings,
  useComparisonSettings,
  writeComparisonSettings,
} from './comparisonSettings';
export { formatDateRange } from './formatDateRange';
export { DAY_PICKER_FORMAT, LuxonDatePicker, LuxonRangePicker } from './luxonPickers';
