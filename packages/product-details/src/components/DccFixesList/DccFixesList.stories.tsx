import type { Meta, StoryObj } from '@storybook/react-vite';
import { productDccFixes } from '../../details/dccFixes';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { DccFixesList } from './DccFixesList';

const meta: Meta<typeof DccFixesList> = {
  title: 'product-details/DccFixesList',
  component: DccFixesList,
  args: { fixes: productDccFixes(sampleProductDetails().retailerDetails) },
};
export default meta;

type Story = StoryObj<typeof DccFixesList>;

/** The shampoo lacks a fifth image at bol.com and Boots and a third bullet point at dm. */
export const TwoRulesToFix: Story = {};

/** Every page meets every rule. */
export const NothingToFix: Story = { args: { fixes: [] } };
