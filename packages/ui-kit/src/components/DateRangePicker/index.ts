export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export {
  COMPARISON_SETTINGS_KEY,
  readComparisonSettings,
  useComparisonSettings,
  writeComparisonSettings,
} from './comparisonSettings';
export { formatDateRange } from './formatDateRange';
export { LuxonDatePicker, LuxonRangePicker } from './luxonPickers';
