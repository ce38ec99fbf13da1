import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_PRODUCTS } from '../../samples';
import { ProductCard } from './ProductCard';

const meta: Meta<typeof ProductCard> = {
  title: 'Product kit/ProductCard',
  component: ProductCard,
  args: { product: { ...SAMPLE_PRODUCTS[4]!, retailerCount: 5 }, onProductDetails: () => {} },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof ProductCard>;

export const ListedAtFiveRetailers: Story = {};
export const NoImage: Story = { args: { product: { ...SAMPLE_PRODUCTS[0]!, retailerCount: 6 } } };
export const WithKeyFacts: Story = {
  args: {
    product: { ...SAMPLE_PRODUCTS[3]!, retailerCount: 4 },
    children: <p style={{ margin: '12px 0 0' }}>In stock at Amazon UK, Boots and Tesco since 4 March.</p>,
  },
};

// A feature of the story only, offering an action on every product through the `product.actions` slot.
const watchFeature: AppFeature = {
  id: 'watch',
  routes: [],
  contributions: {
    'product.actions': [
      {
        id: 'watch',
        label: 'Watch product',
        load: async () => ({ default: ({ productDummyId }) => <p>Watching {productDummyId}</p> }),
      },
    ],
  },
};
const watchRegistry = createSlotRegistry([watchFeature]);

/** Another feature offers an action on the product: the "more" menu beside its name lists it. */
export const WithContributedAction: Story = {
  decorators: [(Story) => <SlotsProvider registry={watchRegistry}>{Story()}</SlotsProvider>],
};
