import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleVersions } from '../../testing/sampleData';
import { VersionBar } from './VersionBar';

const meta: Meta<typeof VersionBar> = {
  title: 'content-score/VersionBar',
  component: VersionBar,
  args: { versions: sampleVersions, selected: 2, onSelect: () => {}, mayChange: true },
};
export default meta;

type Story = StoryObj<typeof VersionBar>;

/** An administrator on the inactive version 2: Copy, Rename and Activate. */
export const Administrator: Story = {};
export const ActiveVersion: Story = { args: { selected: 1 } };
export const ReadOnly: Story = { args: { mayChange: false } };
