import { CUSTOM_PRESET, type Dashboard, DEFAULT_DATE_PICKER_VALUE, type DatePickerValue } from '@shelfsight/contracts';

/**
 * A dashboard's dates as the ui-kit picker holds them: a rolling preset, or a fixed range as a custom one.
 * `own` is false when the dashboard has neither and each widget keeps its own period.
 */
export function pickerValueOf(dashboard: Dashboard | undefined): { own: boolean; value: DatePickerValue } {
  if (dashboard?.fixedDateRange) {
    return { own: true, value: { preset: CUSTOM_PRESET, compare: false, ...dashboard.fixedDateRange } };
  }
  if (dashboard?.rollingDatePreset)
    return { own: true, value: { preset: dashboard.rollingDatePreset, compare: false } };
  return { own: false, value: DEFAULT_DATE_PICKER_VALUE };
}
