import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ReviewsDialog } from './ReviewsDialog';

const retailers = sampleProductDetails().retailerDetails;

const meta: Meta<typeof ReviewsDialog> = {
  title: 'product-details/ReviewsDialog',
  component: ReviewsDialog,
  args: { detail: retailers[0]!, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ReviewsDialog>;

/** Twelve reviews: the table pages by ten. */
export const Paged: Story = {};

/** Four reviews: no footer. */
export const Few: Story = { args: { detail: retailers[1]! } };
