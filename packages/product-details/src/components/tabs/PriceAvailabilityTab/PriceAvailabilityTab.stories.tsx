import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PriceAvailabilityTable } from './PriceAvailabilityTab';

const meta: Meta<typeof PriceAvailabilityTable> = {
  title: 'product-details/tabs/PriceAvailabilityTab',
  component: PriceAvailabilityTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof PriceAvailabilityTable>;

/** Amazon DE was read three times on the last day: its row expands. */
export const Shampoo: Story = {};
