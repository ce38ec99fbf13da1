import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { ReviewsTable } from './ReviewsTab';

const meta: Meta<typeof ReviewsTable> = {
  title: 'product-details/tabs/ReviewsTab',
  component: ReviewsTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof ReviewsTable>;

/** Amazon DE shows twelve reviews: its reviews table pages. */
export const Shampoo: Story = {};
