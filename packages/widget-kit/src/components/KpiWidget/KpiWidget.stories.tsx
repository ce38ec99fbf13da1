import type { Meta, StoryObj } from '@storybook/react-vite';
import { KpiWidget } from './KpiWidget';

const meta: Meta<typeof KpiWidget> = { title: 'Widget kit/KpiWidget', component: KpiWidget };
export default meta;

type Story = StoryObj<typeof KpiWidget>;

const march = { dateFrom: '2024-03-01', dateTo: '2024-03-31' };
const february = { compareDateFrom: '2024-02-01', compareDateTo: '2024-02-29' };

/** Pampers Premium Protection size 4 across 14 retailers: the price went up, which is bad for shoppers. */
export const PriceWithCompare: Story = {
  args: {
    data: { value: 24.99, compareValue: 23.49, observationCount: 412 },
    settings: {
      metricName: 'Average selling price',
      valueFormat: { type: 'currency', currencyCode: 'EUR' },
      aggregationFunction: 'AVG',
      higherIsBetter: false,
      ...march,
      ...february,
    },
  },
};

export const AvailabilityDown: Story = {
  args: {
    data: { value: 92.4, compareValue: 94.2 },
    settings: {
      metricName: 'Availability',
      valueFormat: { type: 'percent' },
      aggregationFunction: 'AVG',
      ...march,
      ...february,
    },
  },
};

export const ReviewCountWithoutCompare: Story = {
  args: {
    data: { value: 18_342 },
    settings: { metricName: 'Review count', valueFormat: { type: 'number' }, aggregationFunction: 'SUM', ...march },
  },
};

export const NoData: Story = {
  args: {
    data: { value: null, compareValue: null },
    settings: { metricName: 'DCC score', valueFormat: { type: 'percent' }, ...march, ...february },
  },
};
