import type { SavedFilterSegment } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFilters, sampleItems, sampleUsersAnswer } from '../../testing/sampleData';
import { SavedFilterForm } from './SavedFilterForm';

const useSampleItems = (segment: SavedFilterSegment) => ({ items: sampleItems[segment], loading: false });

const meta: Meta<typeof SavedFilterForm> = {
  title: 'saved-filters/SavedFilterForm',
  component: SavedFilterForm,
  args: {
    kind: 'saved',
    useSegmentItems: useSampleItems,
    users: sampleUsersAnswer.users,
    currentUserId: 2,
    onSubmit: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof SavedFilterForm>;

export const NewSavedFilter: Story = {};
export const EditSharedFilter: Story = { args: { initial: sampleFilters[0] } };
export const ProductFilter: Story = { args: { kind: 'product', initial: sampleFilters[1] } };
export const ItemsLoading: Story = { args: { useSegmentItems: () => ({ items: [], loading: true }) } };
export const ServerRefused: Story = {
  args: {
    initial: sampleFilters[0],
    fieldErrors: { sharedWith: 'This user is not a member of this customer.' },
  },
};
