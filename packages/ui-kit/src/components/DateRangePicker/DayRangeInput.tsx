import type { RetentionWindow } from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import { DAY_PICKER_FORMAT, LuxonRangePicker } from './luxonPickers';

export interface DayRangeInputProps {
  dateFrom: string | null;
  dateTo: string | null;
  window: RetentionWindow;
  onChange: (dateFrom: string, dateTo: string) => void;
  labels: [string, string];
  disabled?: boolean;
}

const toDay = (iso: string | null) => (iso ? DateTime.fromISO(iso) : null);

/** Two YYYY-MM-DD days in one antd range picker, limited to the retention window. */
export function DayRangeInput({ dateFrom, dateTo, window, onChange, labels, disabled }: DayRangeInputProps) {
  return (
    <LuxonRangePicker
      value={[toDay(dateFrom), toDay(dateTo)]}
      format={DAY_PICKER_FORMAT}
      placeholder={labels}
      disabled={disabled}
      allowClear={false}
      minDate={DateTime.fromISO(window.minDate)}
      maxDate={DateTime.fromISO(window.maxDate)}
      onChange={(days) => {
        const from = days?.[0]?.toISODate();
        const to = days?.[1]?.toISODate();
        if (from && to) onChange(from, to);
      }}
      style={{ width: '100%' }}
    />
  );
}
