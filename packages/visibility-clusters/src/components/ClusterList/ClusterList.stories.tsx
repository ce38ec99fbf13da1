import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCategoryPages, sampleClusters, sampleKeywords } from '../../testing/sampleData';
import { ClusterList } from './ClusterList';

const meta: Meta<typeof ClusterList> = {
  title: 'visibility-clusters/ClusterList',
  component: ClusterList,
  args: {
    clusters: sampleClusters,
    keywords: sampleKeywords,
    categoryPages: sampleCategoryPages,
    mayChange: true,
    onEdit: () => {},
    onDelete: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof ClusterList>;

/** A member who may change clusters: Edit and Delete on every row. */
export const Member: Story = {};
export const ReadOnly: Story = { args: { mayChange: false } };
/** The keywords and pages have not answered yet: conditional clusters cannot be counted. */
export const PagesLoading: Story = { args: { keywords: undefined, categoryPages: undefined } };
export const Empty: Story = { args: { clusters: [] } };
