import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductRow } from './ProductRow';

const meta: Meta<typeof ProductRow> = {
  title: 'Product kit/ProductRow',
  component: ProductRow,
  args: { product: SAMPLE_PRODUCTS[2]! },
};
export default meta;

type Story = StoryObj<typeof ProductRow>;

export const NameBrandAndGtin: Story = {};
export const NameOnly: Story = { args: { product: { name: 'Own-label Cotton Buds, 200 pcs' } } };

/** A narrow list: long lines are cut, whole in their title. */
export const NarrowList: Story = {
  render: () => (
    <ul style={{ width: 280, paddingInlineStart: 16 }}>
      {SAMPLE_PRODUCTS.map((product) => (
        <li key={product.id}>
          <ProductRow product={product} />
        </li>
      ))}
    </ul>
  ),
};
