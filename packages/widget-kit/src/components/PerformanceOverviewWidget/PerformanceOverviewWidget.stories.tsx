import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformanceOverviewWidget } from './PerformanceOverviewWidget';
import { availabilityByProduct, priceByRetailer } from './priceSample';

const meta: Meta<typeof PerformanceOverviewWidget> = {
  title: 'Widget kit/PerformanceOverviewWidget',
  component: PerformanceOverviewWidget,
  args: { output: priceByRetailer },
};
export default meta;

type Story = StoryObj<typeof PerformanceOverviewWidget>;

/** A price rise is bad, so rises show in the error colour. */
export const PriceByRetailerAndBrand: Story = {};
export const AvailabilityByProduct: Story = { args: { output: availabilityByProduct, onProductDetails: () => {} } };
export const WithoutComparison: Story = {
  args: {
    output: {
      ...priceByRetailer,
      items: priceByRetailer.items.map((item) => ({ ...item, compareValue: null, trend: null, subRows: [] })),
    },
  },
};
