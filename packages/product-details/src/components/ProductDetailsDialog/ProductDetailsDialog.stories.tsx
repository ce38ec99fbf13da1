import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductDetailsDialog } from './ProductDetailsDialog';

const meta: Meta<typeof ProductDetailsDialog> = {
  title: 'product-details/ProductDetailsDialog',
  component: ProductDetailsDialog,
  args: { productDummyId: '48213', activeTab: null, onTabChange: () => undefined, onClose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ProductDetailsDialog>;

/** Tabs as features contribute them; their content is the contributing feature's. */
export const WithContributedTabs: Story = {
  args: {
    activeTab: 'tasks',
    tabs: [
      { key: 'reviews', label: 'Customer reviews', content: <p>A contributed tab's content.</p> },
      { key: 'tasks', label: 'Tasks', content: <p>Another contributed tab's content.</p> },
    ],
  },
};

/** No feature contributes a tab yet. */
export const WithoutTabs: Story = { args: { tabs: [] } };
