import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductName } from './ProductName';

const product = SAMPLE_PRODUCTS[0]!;

const meta: Meta<typeof ProductName> = {
  title: 'Product kit/ProductName',
  component: ProductName,
  args: { name: product.name, productDummyId: product.productDummyId, onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProductName>;

/** Opens the product's details: underlined on hover, focusable by keyboard. */
export const OpensDetails: Story = {};
/** Without a details handler (a print, a screen with no dialog): the name as bold text. */
export const PlainText: Story = { args: { onProductDetails: undefined } };
