import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { OffersDialog } from './OffersDialog';

const meta: Meta<typeof OffersDialog> = {
  title: 'product-details/OffersDialog',
  component: OffersDialog,
  args: { detail: sampleProductDetails().retailerDetails[0]!, priceType: 'INCL', onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof OffersDialog>;

/** Three sellers on Amazon DE; Amazon holds the buy box. A seller's name opens its ratings. */
export const ThreeSellers: Story = {};
