import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleComparison } from '../../testing/sampleComparison';
import { ComparisonTable } from './ComparisonTable';

const meta: Meta<typeof ComparisonTable> = {
  title: 'content-score/ComparisonTable',
  component: ComparisonTable,
  args: { comparison: sampleComparison },
};
export default meta;

type Story = StoryObj<typeof ComparisonTable>;

/** Version 1 against version 2 on six pages: stricter images lower two pages, a heavier Extended group moves two. */
export const TwoVersions: Story = {};
export const Loading: Story = { args: { loading: true } };
export const NoPages: Story = { args: { comparison: { ...sampleComparison, pageCount: 0, pages: [] } } };
