import type { Meta, StoryObj } from '@storybook/react-vite';
import { trackedAmazon } from '../../testing/sampleRetailers';
import { RetailerOverridesDialog } from './RetailerOverridesDialog';

const meta: Meta<typeof RetailerOverridesDialog> = {
  title: 'products/RetailerOverridesDialog',
  component: RetailerOverridesDialog,
  args: { retailer: trackedAmazon, onSave: () => {}, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof RetailerOverridesDialog>;

export const FollowingTheRetailer: Story = {};
export const WithOwnKeywordUrl: Story = {
  args: {
    retailer: {
      ...trackedAmazon,
      overrides: { ...trackedAmazon.overrides, keywordUrl: 'https://www.amazon.de/s?k={keyword}&i=garden' },
    },
  },
};
