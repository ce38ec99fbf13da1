import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { SearchResultsTable } from './SearchResultsTab';

const meta: Meta<typeof SearchResultsTable> = {
  title: 'product-details/tabs/SearchResultsTab',
  component: SearchResultsTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof SearchResultsTable>;

/** Five keywords at four retailers; one without a search volume. */
export const Shampoo: Story = {};
