import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFinderHits } from '../../testing/productsAdminSamples';
import { ProductFinderResults } from './ProductFinderResults';

const meta: Meta<typeof ProductFinderResults> = {
  title: 'products/ProductFinderResults',
  component: ProductFinderResults,
  args: { hits: sampleFinderHits },
};
export default meta;

type Story = StoryObj<typeof ProductFinderResults>;

export const TwoRetailers: Story = {};
export const Searching: Story = { args: { loading: true } };
export const NothingFound: Story = { args: { hits: [] } };
