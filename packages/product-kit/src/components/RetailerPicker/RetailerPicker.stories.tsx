import type { Meta, StoryObj } from '@storybook/react-vite';
import { retailerChoicesOf } from '../../api/catalogueApi';
import { SAMPLE_CUSTOMER_RETAILERS } from '../../samples';
import { RetailerPicker } from './RetailerPicker';

const meta: Meta<typeof RetailerPicker> = {
  title: 'Product kit/RetailerPicker',
  component: RetailerPicker,
  args: {
    retailers: retailerChoicesOf(SAMPLE_CUSTOMER_RETAILERS),
    'aria-label': 'Retailer',
    placeholder: 'Choose a retailer',
    style: { width: 320 },
  },
};
export default meta;

type Story = StoryObj<typeof RetailerPicker>;

export const OneRetailer: Story = {};
export const Chosen: Story = { args: { defaultValue: 25 } };
export const SeveralRetailers: Story = {
  args: { mode: 'multiple', allowClear: true, placeholder: 'Every retailer', defaultValue: [12, 17] },
};
