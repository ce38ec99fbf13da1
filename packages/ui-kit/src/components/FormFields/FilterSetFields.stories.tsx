import { savedFilterMessages } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterSetFields } from './FilterSetFields';
import { sampleSavedFilters, sampleUseSegmentItems } from './formFieldsSample';
import { inStoryForm } from './inStoryForm';

const meta: Meta<typeof FilterSetFields> = {
  title: 'ui-kit/FormFields/FilterSetFields',
  component: FilterSetFields,
  decorators: [inStoryForm],
  args: {
    savedFilters: sampleSavedFilters,
    useSegmentItems: sampleUseSegmentItems,
    extra: 'The alert checks the data these filters leave, as a dashboard would.',
  },
};
export default meta;

type Story = StoryObj<typeof FilterSetFields>;

/** Nothing chosen yet. Open "More filters": Amazon (DE) is outside the licence and cannot be chosen. */
export const Empty: Story = {};

/** A stored alert: the UK grocers filter, and Tesco, Sainsbury's and Coca-Cola chosen by hand (counted while closed). */
export const StoredFilterSet: Story = {
  parameters: { initialValues: { savedFilterIds: [1], retailers: [101, 104], brands: [201] } },
};

/** The segment lists are still on their way from the server. */
export const ItemsLoading: Story = {
  args: { useSegmentItems: () => ({ items: [], loading: true }) },
};

export const ServerRefused: Story = {
  args: { error: savedFilterMessages.unknownFilter },
  parameters: { initialValues: { savedFilterIds: [3] } },
};
