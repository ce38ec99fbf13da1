import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFilters } from '../../testing/sampleData';
import { SavedFilterTable } from './SavedFilterTable';

const meta: Meta<typeof SavedFilterTable> = {
  title: 'saved-filters/SavedFilterTable',
  component: SavedFilterTable,
  args: { filters: sampleFilters, onEdit: () => {}, onDelete: () => {} },
};
export default meta;

type Story = StoryObj<typeof SavedFilterTable>;

export const OwnedAndShared: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { filters: [] } };
export const Loading: Story = { args: { filters: [], loading: true } };
