import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ProductDetailsHeader } from './ProductDetailsHeader';

const meta: Meta<typeof ProductDetailsHeader> = {
  title: 'product-details/ProductDetailsHeader',
  component: ProductDetailsHeader,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof ProductDetailsHeader>;

/** A shampoo sold at five retailers in three countries. */
export const Shampoo: Story = {};

/** A product without an image: the neutral placeholder stands in. */
export const WithoutImage: Story = { args: { details: sampleProductDetails({ imageUrl: null, thumbnailUrl: null }) } };
