import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { DccScoreDialog } from './DccScoreDialog';

const retailers = sampleProductDetails().retailerDetails;

const meta: Meta<typeof DccScoreDialog> = {
  title: 'product-details/DccScoreDialog',
  component: DccScoreDialog,
  args: { detail: retailers[1]!, pages: retailers, onClose: () => undefined },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
};
export default meta;

type Story = StoryObj<typeof DccScoreDialog>;

/** dm's page misses the bullet points rule; bol.com and Boots miss the images rule, which comes first. */
export const OneRuleMissed: Story = {};

/** Every rule met. */
export const AllMet: Story = { args: { detail: retailers[0]! } };
