import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategoryPages, sampleClusters, sampleKeywords, sampleOtherPageItems } from '../../testing/sampleData';
import { ClusterForm } from './ClusterForm';

const meta: Meta<typeof ClusterForm> = {
  title: 'visibility-clusters/ClusterForm',
  component: ClusterForm,
  args: {
    open: true,
    cluster: null,
    keywords: sampleKeywords,
    categoryPages: sampleCategoryPages,
    otherPages: sampleOtherPageItems,
    onSave: () => {},
    onClose: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof ClusterForm>;

export const Create: Story = {};
/** Manual selection: shampoo and dry shampoo, and the shampoo category page, picked by hand. */
export const EditManual: Story = { args: { cluster: sampleClusters[0] } };
/** Conditional selection: name contains "shampoo" OR "conditioner". */
export const EditConditional: Story = { args: { cluster: sampleClusters[1] } };
/** The server refused a keyword that is not the customer's. */
export const ServerRefusal: Story = {
  args: {
    cluster: sampleClusters[0],
    serverErrors: { fields: { entities: 'Unknown search keyword for this customer.' }, general: null },
  },
};
/** The server refused a category page that is not the customer's: shown beside the pages picker. */
export const PageRefused: Story = {
  args: {
    cluster: sampleClusters[0],
    serverErrors: { fields: { entities: 'Unknown category page for this customer.' }, general: null },
  },
};
/** A cluster of the deals page and the home page, picked in the other pages picker. */
export const EditOtherPages: Story = {
  args: {
    cluster: {
      ...sampleClusters[0]!,
      entities: [
        { id: 105, visibilityClusterId: 1, entityType: 'OTHER_PAGE', entityId: 24, label: 'Deals' },
        { id: 106, visibilityClusterId: 1, entityType: 'OTHER_PAGE', entityId: 25, label: 'Home page' },
      ],
    },
  },
};
/** The server refused an other page that is not the customer's: shown beside the other pages picker. */
export const OtherPageRefused: Story = {
  args: {
    serverErrors: { fields: { entities: 'Unknown other page for this customer.' }, general: null },
  },
};
