import type { Meta, StoryObj } from '@storybook/react-vite';
import { createdToken } from '../../testing/samplePartnerTokens';
import { CreatePartnerTokenDialog } from './CreatePartnerTokenDialog';

const meta: Meta<typeof CreatePartnerTokenDialog> = {
  title: 'products/CreatePartnerTokenDialog',
  component: CreatePartnerTokenDialog,
  args: { open: true, onCreate: async () => createdToken, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof CreatePartnerTokenDialog>;

/** Fill in a name and press Create token to see the once-shown token. */
export const New: Story = {};
export const Refused: Story = {
  args: {
    onCreate: async () => {
      throw new Error('Only administrators of this customer may do this');
    },
  },
};
