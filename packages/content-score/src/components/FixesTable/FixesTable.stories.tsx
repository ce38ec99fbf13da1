import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFixes } from '../../testing/sampleFixes';
import { FixesTable } from './FixesTable';

const meta: Meta<typeof FixesTable> = {
  title: 'content-score/FixesTable',
  component: FixesTable,
  args: { fixes: sampleFixes },
};
export default meta;

type Story = StoryObj<typeof FixesTable>;

/** A retailer's 120 pages under the default criteria: videos first, as most pages lack one. */
export const RetailerFixes: Story = {};
export const Loading: Story = { args: { fixes: undefined, loading: true } };
export const NothingToFix: Story = { args: { fixes: { ...sampleFixes, fixes: [] } } };
