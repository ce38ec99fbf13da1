import type { Meta, StoryObj } from '@storybook/react-vite';
import { trackedAmazon, trackedOtto } from '../../testing/sampleRetailers';
import { RetailerConfigurationTable } from './RetailerConfigurationTable';

const meta: Meta<typeof RetailerConfigurationTable> = {
  title: 'products/RetailerConfigurationTable',
  component: RetailerConfigurationTable,
  args: { retailers: [trackedAmazon, trackedOtto], onChange: () => {}, onRemove: () => {} },
};
export default meta;

type Story = StoryObj<typeof RetailerConfigurationTable>;

export const TwoRetailersOneInactive: Story = {};
export const Empty: Story = { args: { retailers: [] } };
