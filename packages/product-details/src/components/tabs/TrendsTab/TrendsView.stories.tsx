import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { trendMetrics, type TrendMetric } from './trendMetrics';
import { sampleTrend } from './trendSamples';
import { TrendsView, type TrendPeriod, type TrendsViewProps } from './TrendsView';

const details = sampleProductDetails();
const dccScore = trendMetrics[0] as TrendMetric;
const categoryRank = trendMetrics.find((item) => item.metric === 'CATEGORY_RANK') as TrendMetric;

function WithSampleAnswers(args: TrendsViewProps) {
  const [metric, setMetric] = useState(args.metric);
  const [period, setPeriod] = useState<TrendPeriod>(args.period);
  return (
    <TrendsView
      {...args}
      metric={metric}
      onMetricChange={setMetric}
      period={period}
      onPeriodChange={setPeriod}
      answer={sampleTrend(metric, period.dateFrom, period.dateTo)}
    />
  );
}

const meta: Meta<typeof TrendsView> = {
  title: 'product-details/TrendsTab',
  component: TrendsView,
  args: {
    retention: details.retention,
    metric: dccScore,
    period: { dateFrom: details.dateFrom, dateTo: details.dateTo },
    onMetricChange: () => undefined,
    onPeriodChange: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof TrendsView>;

/** Every button and the picker work: the chart is drawn from the sample for the chosen metric and period. */
export const Interactive: Story = {
  render: (args) => <WithSampleAnswers {...args} />,
};

/** A single line (the product's one tracked category page): no lines menu. */
export const OneLine: Story = {
  args: {
    metric: categoryRank,
    answer: sampleTrend(categoryRank, details.dateFrom, details.dateTo),
  },
};

export const Loading: Story = { args: { metric: dccScore, loading: true } };

export const Failed: Story = { args: { metric: dccScore, failed: true } };
