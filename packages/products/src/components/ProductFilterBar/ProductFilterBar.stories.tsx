import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyProductFilter, ProductFilterBar, type ProductFilterValue } from './ProductFilterBar';

const choices = {
  tags: [
    { value: 11, label: 'Category: Hair care' },
    { value: 12, label: 'Category: Power tools' },
    { value: 14, label: 'Lifecycle: New' },
  ],
  brands: [
    { id: 5, name: 'Luminelle' },
    { id: 6, name: 'Tornvik' },
  ],
  retailers: [
    { id: 3, name: 'dm Drogerie' },
    { id: 7, name: 'Rossmann' },
    { id: 12, name: 'Amazon UK' },
    { id: 15, name: 'Hornbach' },
  ],
  attributes: [
    { id: 21, name: 'Colour' },
    { id: 22, name: 'RRP (EUR)' },
  ],
};

function Stateful({ initial }: { initial: ProductFilterValue }) {
  const [value, setValue] = useState(initial);
  return <ProductFilterBar {...choices} value={value} onChange={setValue} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'products/ProductFilterBar',
  component: Stateful,
  args: { initial: emptyProductFilter },
};
export default meta;

type Story = StoryObj<typeof Stateful>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    initial: {
      tagIds: [12],
      matchStatuses: ['PARTIAL'],
      brandIds: [6],
      retailerIds: [15],
      attribute: { attributeId: 21, values: ['Green', 'Red'] },
    },
  },
};
