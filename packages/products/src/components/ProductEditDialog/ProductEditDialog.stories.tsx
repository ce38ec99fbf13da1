import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../testing/productsAdminSamples';
import { ProductEditDialog } from './ProductEditDialog';

const meta: Meta<typeof ProductEditDialog> = {
  title: 'products/ProductEditDialog',
  component: ProductEditDialog,
  args: { product: sampleProducts[1]!, onSave: () => {}, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProductEditDialog>;

export const DrillWithTwoGtins: Story = {};
export const WithAttributes: Story = {
  args: {
    product: sampleProducts[0]!,
    attributeColumns: [
      { id: 21, name: 'Colour' },
      { id: 22, name: 'RRP (EUR)' },
    ],
  },
};
export const WithoutBrand: Story = { args: { product: sampleProducts[2]! } };
export const Saving: Story = { args: { saving: true } };
