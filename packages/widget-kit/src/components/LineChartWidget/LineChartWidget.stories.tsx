import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LineChartWidget, type LineChartSegment } from './LineChartWidget';
import { availabilityByRetailer } from '@shelfsight/chart-options/samples';

const meta: Meta<typeof LineChartWidget> = { title: 'Widget kit/LineChartWidget', component: LineChartWidget };
export default meta;

type Story = StoryObj<typeof LineChartWidget>;

const ninetyDays = availabilityByRetailer(90);

/**
 * 20 retailers over 90 days: 20 different colours, the tooltip ends in 'Others (n)' and the legend in '(+ n more)';
 * a legend item hides or shows its line, hovering a line fades the others.
 */
export const AvailabilityByRetailer: Story = { args: { ...ninetyDays, width: 900 } };

const fourRetailers = availabilityByRetailer(30, 4);
export const FewRetailers: Story = { args: { ...fourRetailers, width: 720 } };

export const WeeklySellingPrice: Story = {
  args: {
    width: 720,
    settings: {
      metricName: 'Selling price',
      valueFormat: { type: 'currency', currencyCode: 'GBP' },
      aggregationFunction: 'AVG',
      dateFrom: '2024-01-01',
      dateTo: '2024-03-31',
      dateGrouping: 'WEEK',
    },
    data: {
      chartData: ['Tesco', 'Asda', 'Amazon UK'].map((label, retailer) => ({
        seriesKey: `retailer:${retailer + 1}`,
        label,
        points: Array.from({ length: 13 }, (_, week) => ({
          date: new Date(Date.UTC(2024, 0, 1 + week * 7)).toISOString().slice(0, 10),
          value: Math.round((13.5 + retailer * 0.6 + (week % 4 === 2 ? -1.5 : 0)) * 100) / 100,
        })),
      })),
    },
  },
};

export const SearchRank: Story = {
  args: {
    width: 720,
    settings: { ...fourRetailers.settings, metricName: 'Keyword rank', valueFormat: { type: 'rank' } },
    data: {
      chartData: fourRetailers.data.chartData.map((series, index) => ({
        ...series,
        points: series.points.map((point, day) => ({ ...point, value: 1 + ((day + index * 3) % 9) })),
      })),
    },
  },
};

function ClickableChart() {
  const [segment, setSegment] = useState<LineChartSegment | null>(null);
  return (
    <div>
      <LineChartWidget {...fourRetailers} width={720} onSegmentClick={setSegment} />
      <p>{segment ? `Opened ${segment.label} on ${segment.date} (${segment.value}%)` : 'Click close to a dot.'}</p>
    </div>
  );
}

export const ClickOpensSegment: Story = { render: () => <ClickableChart /> };

export const BrokenGraphData: Story = {
  args: { settings: fourRetailers.settings, data: { chartData: 'not a list' } as never },
};
