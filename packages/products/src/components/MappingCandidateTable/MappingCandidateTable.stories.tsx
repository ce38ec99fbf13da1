import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMappable } from '../../testing/selectionSamples';
import { MappingCandidateTable } from './MappingCandidateTable';

const meta: Meta<typeof MappingCandidateTable> = {
  title: 'products/MappingCandidateTable',
  component: MappingCandidateTable,
  args: {
    productId: 101,
    candidates: sampleMappable.retailerProducts,
    onMap: () => {},
    onUnmap: () => {},
    productNameOf: (id) => (id === 102 ? 'Brewmaster Barista 450 Kaffeevollautomat' : `Product ${id}`),
  },
};
export default meta;

type Story = StoryObj<typeof MappingCandidateTable>;

export const Suggestions: Story = {};
export const NothingToMap: Story = { args: { candidates: [] } };
export const ReadOnly: Story = { args: { readOnly: true } };
