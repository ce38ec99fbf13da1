import { LuxonDatePicker } from '@shelfsight/ui-kit';
import { Button } from 'antd';
import type { DateTime } from 'luxon';
import { useState } from 'react';

export interface TimeFieldProps {
  value?: DateTime | null;
  onChange?: (value: DateTime | null) => void;
  id?: string;
}

/**
 * The export's time, 24-hour, with Cancel and OK (spec 2 §5): a picked time counts only after OK;
 * Cancel closes the panel and keeps the time it had.
 */
export function TimeField({ value, onChange, id }: TimeFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <LuxonDatePicker.TimePicker
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      format="HH:mm"
      needConfirm
      showNow={false}
      allowClear={false}
      open={open}
      onOpenChange={setOpen}
      renderExtraFooter={() => (
        <Button size="small" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      )}
    />
  );
}
