import type { Meta, StoryObj } from '@storybook/react-vite';
import { productChoicesOf } from '../../api/catalogueApi';
import { SAMPLE_PRODUCT_FILTER_ITEMS } from '../../samples';
import { ProductPicker } from './ProductPicker';

const meta: Meta<typeof ProductPicker> = {
  title: 'Product kit/ProductPicker',
  component: ProductPicker,
  args: {
    products: productChoicesOf(SAMPLE_PRODUCT_FILTER_ITEMS),
    'aria-label': 'Product',
    placeholder: 'Search by name or GTIN',
    style: { width: 420 },
  },
};
export default meta;

type Story = StoryObj<typeof ProductPicker>;

export const OneProduct: Story = {};
export const Chosen: Story = { args: { defaultValue: 104 } };
export const SeveralProducts: Story = { args: { mode: 'multiple', allowClear: true, defaultValue: [101, 107] } };
export const Loading: Story = { args: { products: [], loading: true } };
