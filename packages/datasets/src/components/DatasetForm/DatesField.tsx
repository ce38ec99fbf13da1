import { type DatePickerValue, DEFAULT_DATE_PICKER_VALUE } from '@shelfsight/contracts';
import { DateRangePicker } from '@shelfsight/ui-kit';

export interface DatesFieldProps {
  value?: DatePickerValue;
  onChange?(value: DatePickerValue): void;
  retentionMonths?: number | null;
  today?: string;
}

/** The ui-kit's date range picker as a form control; the days are resolved when the dataset is sent. */
export function DatesField({ value, onChange, retentionMonths, today }: DatesFieldProps) {
  return (
    <DateRangePicker
      value={value ?? DEFAULT_DATE_PICKER_VALUE}
      onChange={(next) => onChange?.({ ...next, compare: false })}
      retentionMonths={retentionMonths}
      today={today}
    />
  );
}
