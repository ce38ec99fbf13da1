import type { Meta, StoryObj } from '@storybook/react-vite';
import { RetailerSelectDialog } from './RetailerSelectDialog';

const meta: Meta<typeof RetailerSelectDialog> = {
  title: 'reference-images/RetailerSelectDialog',
  component: RetailerSelectDialog,
  args: {
    open: true,
    allowSelectAll: true,
    retailers: [
      { id: 1, name: 'Amazon UK' },
      { id: 2, name: 'Boots' },
      { id: 3, name: 'Superdrug', disabledReason: 'ISM module has not been enabled for this retailer' },
      { id: 6, name: 'Lookfantastic', disabledReason: 'Retailer already applies a different reference image' },
      { id: 7, name: 'Feelunique' },
    ],
    initial: { all: false, retailerIds: [2] },
    onDone: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof RetailerSelectDialog>;

export const SomeChosen: Story = {};
/** No retailers chosen: the image applies to every retailer with the module. */
export const AllRetailers: Story = { args: { initial: { all: true, retailerIds: [] } } };
/** Another image of the product already applies to all retailers: this one must name its retailers. */
export const AllRetailersTaken: Story = {
  args: {
    initial: { all: false, retailerIds: [] },
    selectAllDisabledReason: 'Another reference image already applies to all retailers',
  },
};
