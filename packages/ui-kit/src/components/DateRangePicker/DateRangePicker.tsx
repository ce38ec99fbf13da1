import { CalendarOutlined } from '@ant-design/icons';
import {
  normalizeRetentionMonths,
  resolvePickerValue,
  todayInZone,
  type ComparisonSettings,
  type DatePickerValue,
  type ResolvedDates,
} from '@shelfsight/contracts';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useComparisonSettings } from './comparisonSettings';
import { DateRangeDialog } from './DateRangeDialog';
import { formatDateRange } from './formatDateRange';

export interface DateRangePickerProps {
  value: DatePickerValue;
  /** Called on Apply with the new value and the days it resolves to. */
  onChange: (value: DatePickerValue, dates: ResolvedDates) => void;
  /** The customer's data retention in months; 3 when unknown. */
  retentionMonths?: number | null;
  /** YYYY-MM-DD; the browser's today when left out. Stories and tests fix it. */
  today?: string;
  disabled?: boolean;
}

/**
 * A compact button showing the chosen days (and the compare days) that opens the date-range dialog with
 * presets, a custom range and the compare-with toggle. Controlled: the dialog edits a copy until Apply.
 */
export function DateRangePicker({ value, onChange, retentionMonths, today, disabled }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [remembered, remember] = useComparisonSettings();
  const ctx = { today: today ?? todayInZone(), retentionMonths: normalizeRetentionMonths(retentionMonths) };
  const shown = resolvePickerValue(value, ctx);

  const apply = (next: DatePickerValue, dates: ResolvedDates, comparison: ComparisonSettings | null) => {
    if (comparison) remember(comparison);
    setOpen(false);
    onChange(next, dates);
  };

  return (
    <>
      <Button icon={<CalendarOutlined />} disabled={disabled} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span>{formatDateRange(shown.dateFrom, shown.dateTo)}</span>
        {shown.compareFrom ? (
          <Typography.Text type="secondary">{` vs ${formatDateRange(shown.compareFrom, shown.compareTo)}`}</Typography.Text>
        ) : null}
      </Button>
      {open ? (
        <DateRangeDialog
          value={value}
          ctx={ctx}
          remembered={remembered}
          onApply={apply}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
