import {
  availableDatePresets,
  CUSTOM_PRESET,
  describeDateCode,
  retentionWindow,
  type ComparisonSettings,
  type DatePickerValue,
  type ResolvedDates,
} from '@shelfsight/contracts';
import { Button, Flex, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CompareSection } from './CompareSection';
import { DayRangeInput } from './DayRangeInput';
import {
  chooseComparePreset,
  chooseCustomCompare,
  chooseCustomRange,
  comparisonFromDraft,
  choosePreset,
  draftFromValue,
  resolveDraft,
  toggleCompare,
  valueFromDraft,
  type DraftContext,
} from './pickerDraft';

export interface DateRangeDialogProps {
  value: DatePickerValue;
  ctx: DraftContext;
  remembered: ComparisonSettings | null;
  /** `comparison` is what to remember: the compare choice, also when compare was turned off. */
  onApply: (value: DatePickerValue, dates: ResolvedDates, comparison: ComparisonSettings | null) => void;
  onCancel: () => void;
}

/** The picker dialog; it edits a copy of the value and hands it back only on Apply. */
export function DateRangeDialog({ value, ctx, remembered, onApply, onCancel }: DateRangeDialogProps) {
  const [draft, setDraft] = useState(() => draftFromValue(value, ctx));
  const resolved = resolveDraft(draft, ctx);
  const apply = () => onApply(valueFromDraft(draft), resolved, comparisonFromDraft(draft));
  const window = useMemo(() => retentionWindow(ctx.today, ctx.retentionMonths), [ctx.today, ctx.retentionMonths]);
  const presets: { value: string; label: string }[] = availableDatePresets(ctx.retentionMonths).map((preset) => ({
    value: preset.code,
    label: preset.label,
  }));
  // A code that is not in the list (a widget saved with '14d', say) stays selectable under its own name.
  if (draft.preset !== CUSTOM_PRESET && !presets.some((preset) => preset.value === draft.preset)) {
    presets.push({ value: draft.preset, label: describeDateCode(draft.preset) ?? draft.preset });
  }
  presets.push({ value: CUSTOM_PRESET, label: 'Custom' });

  return (
    <Modal
      open
      title="Date range"
      width={560}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          Apply
        </Button>,
      ]}
    >
      <Flex gap={24} wrap>
        <Radio.Group
          aria-label="Date presets"
          // Own names for the two radio groups, so neither ever shares the other's native group.
          name="datePreset"
          value={draft.preset}
          onChange={(event) => setDraft(choosePreset(draft, String(event.target.value), ctx))}
          options={presets}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 260 }}>
          <DayRangeInput
            dateFrom={resolved.dateFrom}
            dateTo={resolved.dateTo}
            window={window}
            labels={['Start date', 'End date']}
            onChange={(from, to) => setDraft(chooseCustomRange(draft, from, to))}
          />
          <CompareSection
            compare={draft.compare}
            comparePreset={resolved.comparePreset}
            compareFrom={resolved.compareFrom}
            compareTo={resolved.compareTo}
            retentionMonths={ctx.retentionMonths}
            window={window}
            onToggle={(on) => setDraft(toggleCompare(draft, on, ctx, remembered))}
            onPreset={(preset) => setDraft(chooseComparePreset(draft, preset, ctx))}
            onCustomRange={(from, to) => setDraft(chooseCustomCompare(draft, from, to))}
          />
          <Typography.Text type="secondary">
            Data is available from {window.minDate} to {window.maxDate}.
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
