import { availableComparePresets, type ComparePreset, type RetentionWindow } from '@shelfsight/contracts';
import { Flex, Radio, Switch, Typography } from 'antd';
import { useId } from 'react';
import { DayRangeInput } from './DayRangeInput';

export interface CompareSectionProps {
  compare: boolean;
  comparePreset: ComparePreset | null;
  compareFrom: string | null;
  compareTo: string | null;
  retentionMonths: number;
  window: RetentionWindow;
  onToggle: (on: boolean) => void;
  onPreset: (preset: ComparePreset) => void;
  onCustomRange: (from: string, to: string) => void;
}

/** The compare-with switch and, once it is on, the compare presets and days. */
export function CompareSection(props: CompareSectionProps) {
  const switchId = useId();
  const presets = availableComparePresets(props.retentionMonths);
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8}>
        <Switch id={switchId} checked={props.compare} onChange={props.onToggle} />
        <Typography.Text>
          <label htmlFor={switchId}>Compare with</label>
        </Typography.Text>
      </Flex>
      {props.compare ? (
        <>
          <Radio.Group
            aria-label="Compare with"
            name="comparePreset"
            value={props.comparePreset}
            onChange={(event) => props.onPreset(event.target.value as ComparePreset)}
            options={presets.map((preset) => ({ value: preset.code, label: preset.label }))}
          />
          <DayRangeInput
            dateFrom={props.compareFrom}
            dateTo={props.compareTo}
            window={props.window}
            labels={['Compare start date', 'Compare end date']}
            onChange={props.onCustomRange}
          />
        </>
      ) : null}
    </Flex>
  );
}
