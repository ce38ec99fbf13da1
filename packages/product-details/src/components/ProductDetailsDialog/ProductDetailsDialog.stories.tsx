import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { PriceAvailabilityTable } from '../tabs/PriceAvailabilityTab/PriceAvailabilityTab';
import { SummaryTable } from '../tabs/SummaryTab/SummaryTab';
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

const shampoo = sampleProductDetails();

/** The shampoo's details loaded, on its first two tabs. */
export const Loaded: Story = {
  args: {
    activeTab: 'summary',
    details: shampoo,
    tabs: [
      { key: 'summary', label: 'Summary', content: <SummaryTable details={shampoo} /> },
      {
        key: 'price-availability',
        label: 'Price & Availability',
        content: <PriceAvailabilityTable details={shampoo} />,
      },
    ],
  },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
};

/** The details answered, but without the product's information. */
export const InformationUnavailable: Story = {
  args: { ...Loaded.args, details: sampleProductDetails({ infoAvailable: false }) },
  decorators: Loaded.decorators,
};

/** The details call failed. */
export const Failed: Story = { args: { ...WithContributedTabs.args, failed: true } };

/** While the details load. */
export const Loading: Story = { args: WithContributedTabs.args };

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
