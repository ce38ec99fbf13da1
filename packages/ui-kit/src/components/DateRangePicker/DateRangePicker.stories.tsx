import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DatePickerValue, ResolvedDates } from '@shelfsight/contracts';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

/** Holds the value like a dashboard does and shows what a widget request would receive. */
function Dashboard(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  const [dates, setDates] = useState<ResolvedDates | null>(null);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Price monitoring — Coca-Cola Zero 1.5 L at 14 retailers
      </Typography.Title>
      <DateRangePicker
        {...props}
        value={value}
        onChange={(next: DatePickerValue, resolved) => {
          setValue(next);
          setDates(resolved);
          props.onChange(next, resolved);
        }}
      />
      {dates ? (
        <Typography.Text code>
          dateFrom={dates.dateFrom} dateTo={dates.dateTo}
          {dates.compareFrom ? ` compareFrom=${dates.compareFrom} compareTo=${dates.compareTo}` : ''}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

const meta: Meta<typeof DateRangePicker> = {
  title: 'ui-kit/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Dashboard {...args} />,
  args: { today: '2026-11-18', retentionMonths: 3, value: { preset: '30d', compare: false }, onChange: () => {} },
};
export default meta;

type Story = StoryObj<typeof DateRangePicker>;

/** The default plan: no 'Last 12 months', no preceding-year comparison, nothing before 17 Aug 2026. */
export const ThreeMonthRetention: Story = {};

export const TwentyFourMonthRetention: Story = {
  args: { retentionMonths: 24, value: { preset: '12m', compare: false } },
};

export const CompareWithPrecedingPeriod: Story = {
  args: { value: { preset: '7d', compare: true, comparePreset: 'pp' } },
};

export const CompareWithPrecedingYear: Story = {
  args: { retentionMonths: 24, value: { preset: '30d', compare: true, comparePreset: 'py' } },
};

export const CustomRangeAndCustomCompare: Story = {
  args: {
    retentionMonths: 12,
    value: {
      preset: 'cu',
      dateFrom: '2026-11-02',
      dateTo: '2026-11-08',
      compare: true,
      comparePreset: 'ccu',
      compareFrom: '2026-10-05',
      compareTo: '2026-10-11',
    },
  },
};

/** A widget saved with the legacy code '29i' opens as 'Last 30 days'. */
export const LegacyCode: Story = { args: { value: { preset: '29i' } } };
