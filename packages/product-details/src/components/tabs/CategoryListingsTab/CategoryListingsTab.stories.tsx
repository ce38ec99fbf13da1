import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { CategoryListingsTable } from './CategoryListingsTab';

const meta: Meta<typeof CategoryListingsTable> = {
  title: 'product-details/tabs/CategoryListingsTab',
  component: CategoryListingsTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof CategoryListingsTable>;

/** One category page per retailer that lists the product. */
export const Shampoo: Story = {};
