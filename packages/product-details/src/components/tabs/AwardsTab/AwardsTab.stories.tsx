import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { AwardsTable } from './AwardsTab';

const meta: Meta<typeof AwardsTable> = {
  title: 'product-details/tabs/AwardsTab',
  component: AwardsTable,
  args: { details: sampleProductDetails() },
};
export default meta;

type Story = StoryObj<typeof AwardsTable>;

/** Amazon's Choice, a best-seller badge and a beauty award. */
export const Shampoo: Story = {};
