import { LuxonDatePicker } from '@shelfsight/ui-kit';
import { Flex, Switch, Typography } from 'antd';
import { DateTime } from 'luxon';
import { defaultDueDate, dueDateOf, formatDueDate, isBeforeToday } from '../../utils/dueDate';

export interface DueDateFieldProps {
  /** ISO date and time, or 'NO DATE SET'. */
  dueDateTime: string;
  /** A new date (ISO), or null to clear it. Saved at once. */
  onChange: (dueDateTime: string | null) => void;
  disabled?: boolean;
  /** The clock; tests fix it. */
  now?: () => DateTime;
}

/**
 * The due date with its switch (spec 3 §4.6): on sets 15:00 tomorrow when no date is set, off clears the date.
 * The picker refuses days before today.
 */
export function DueDateField({ dueDateTime, onChange, disabled, now = () => DateTime.now() }: DueDateFieldProps) {
  const date = dueDateOf(dueDateTime);
  const toggle = (on: boolean) => {
    if (!on) onChange(null);
    else if (!date) onChange(defaultDueDate(now()).toISO());
  };
  return (
    <Flex align="center" gap={12}>
      <Switch checked={date !== null} onChange={toggle} disabled={disabled} aria-label="Due date" />
      {date ? (
        <LuxonDatePicker
          showTime={{ format: 'HH:mm' }}
          format="LLL d, yyyy, HH:mm"
          value={date}
          allowClear={false}
          disabled={disabled}
          disabledDate={(day) => isBeforeToday(day, now())}
          onChange={(next) => next && onChange(next.toISO())}
          aria-label="Due date and time"
        />
      ) : (
        <Typography.Text type="secondary">{formatDueDate(dueDateTime)}</Typography.Text>
      )}
    </Flex>
  );
}
