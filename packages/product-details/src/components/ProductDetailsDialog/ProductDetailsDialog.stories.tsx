import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
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

// A feature of the story only, offering an action on every product through the `product.actions` slot.
const watchFeature: AppFeature = {
  id: 'watch',
  routes: [],
  contributions: {
    'product.actions': [
      {
        id: 'watch',
        label: 'Watch product',
        load: async () => ({ default: ({ productDummyId }) => <p>Watching product {productDummyId}</p> }),
      },
    ],
  },
};
const watchRegistry = createSlotRegistry([watchFeature]);

/** Another feature offers an action on the product: "More actions" at the tab bar's end lists it. */
export const WithContributedAction: Story = {
  args: WithContributedTabs.args,
  decorators: [(Story) => <SlotsProvider registry={watchRegistry}>{Story()}</SlotsProvider>],
};
