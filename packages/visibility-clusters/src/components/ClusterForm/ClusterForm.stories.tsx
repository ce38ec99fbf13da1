import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategoryPages, sampleClusters, sampleKeywords } from '../../testing/sampleData';
import { ClusterForm } from './ClusterForm';

const meta: Meta<typeof ClusterForm> = {
  title: 'visibility-clusters/ClusterForm',
  component: ClusterForm,
  args: {
    open: true,
    cluster: null,
    keywords: sampleKeywords,
    categoryPages: sampleCategoryPages,
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
