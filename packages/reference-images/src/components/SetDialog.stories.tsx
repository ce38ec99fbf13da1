import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRetailers, sampleSets } from '../testing/sampleData';
import { SetDialog } from './SetDialog';

const meta: Meta<typeof SetDialog> = {
  title: 'reference-images/SetDialog',
  component: SetDialog,
  args: { set: null, retailers: sampleRetailers, onSave: () => {}, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof SetDialog>;

/** A new set: Tesco and Sainsbury’s are in the Grocers set, so disabled. */
export const Add: Story = {};
export const EditGrocers: Story = { args: { set: sampleSets[1] } };
/** The default set: only its name changes. */
export const EditDefault: Story = { args: { set: sampleSets[0] } };
export const ServerRefusal: Story = { args: { set: sampleSets[1], error: 'Retailer already used by another set' } };
