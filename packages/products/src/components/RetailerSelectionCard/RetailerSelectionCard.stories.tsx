import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetailerSelectionCard } from './RetailerSelectionCard';

const meta: Meta<typeof RetailerSelectionCard> = {
  title: 'products/RetailerSelectionCard',
  component: RetailerSelectionCard,
  args: {
    retailerName: 'Kaufhalle',
    adding: false,
    productCount: 131,
    filters: [
      { key: 'saved-21', description: 'Brands: Brewmaster', marker: null, count: 118 },
      { key: 'saved-22', description: 'Categories: Coffee machines · Tags: Premium', marker: null, count: 22 },
    ],
    onRemoveRetailer: () => {},
    onRemoveFilter: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof RetailerSelectionCard>;

export const Saved: Story = {};
export const BeingEdited: Story = {
  args: {
    filters: [
      { key: 'saved-21', description: 'Brands: Brewmaster', marker: null, count: 118 },
      { key: 'saved-22', description: 'Categories: Coffee machines · Tags: Premium', marker: 'deleting', count: 22 },
      { key: 'new-1', description: 'Brands: Kitchenly, Vaporo', marker: 'creating', count: 135 },
    ],
  },
};
export const NewRetailerWithoutFilters: Story = {
  args: { retailerName: 'ShopNord', adding: true, filters: [], productCount: 251 },
};
export const Counting: Story = { args: { productCount: null } };
