import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { ProductActions } from './ProductActions';

// A feature of the story only, offering an action on every product through the `product.actions` slot.
const tasksLikeFeature: AppFeature = {
  id: 'story-tasks',
  routes: [],
  contributions: {
    'product.actions': [
      {
        id: 'create-task',
        label: 'Create a task',
        load: async () => ({
          default: ({ productDummyId }) => (
            <Typography.Text type="success">A task would be created for product {productDummyId}</Typography.Text>
          ),
        }),
      },
    ],
  },
};
const registry = createSlotRegistry([tasksLikeFeature]);

const meta: Meta<typeof ProductActions> = {
  title: 'Product kit/ProductActions',
  component: ProductActions,
  args: { productDummyId: 48214, productName: 'Douwe Egberts Aroma Rood 500 g' },
};
export default meta;

type Story = StoryObj<typeof ProductActions>;

/** Another feature offers an action: the "more" menu lists it. */
export const WithContributedAction: Story = {
  decorators: [(Story) => <SlotsProvider registry={registry}>{Story()}</SlotsProvider>],
};

/** No feature offers an action (or the slots are not bound): nothing shows. */
export const NothingContributed: Story = {};
