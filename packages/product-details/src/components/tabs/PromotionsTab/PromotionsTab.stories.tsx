import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PromotionsTable } from './PromotionsTab';

const meta: Meta<typeof PromotionsTable> = {
  title: 'product-details/tabs/PromotionsTab',
  component: PromotionsTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof PromotionsTable>;

/** dm and Tesco show no promotion: one empty row each, after the promotions. */
export const Shampoo: Story = {};
