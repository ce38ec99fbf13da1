import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBrands, sampleCategories, sampleTags } from '../../testing/selectionSamples';
import { SelectionFilterForm } from './SelectionFilterForm';

const meta: Meta<typeof SelectionFilterForm> = {
  title: 'products/SelectionFilterForm',
  component: SelectionFilterForm,
  args: {
    retailerName: 'Kaufhalle',
    brands: sampleBrands,
    categories: sampleCategories,
    tags: sampleTags,
    onSearchBrands: () => {},
    onSearchCategories: () => {},
    onAdd: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof SelectionFilterForm>;

export const Empty: Story = {};
export const NoBrandsFound: Story = { args: { brands: [] } };
export const Disabled: Story = { args: { disabled: true } };
