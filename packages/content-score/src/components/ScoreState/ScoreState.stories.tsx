import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreStateView } from './ScoreState';

const meta: Meta<typeof ScoreStateView> = {
  title: 'content-score/ScoreState',
  component: ScoreStateView,
  args: { state: { activeVersion: 2, appliedVersion: 2, state: 'current', progress: 1 } },
};
export default meta;

type Story = StoryObj<typeof ScoreStateView>;

/** Version 2 scores every page. */
export const Current: Story = {};
/** Version 3 was just activated: two of five rollup tables rebuilt, widgets still show version 2. */
export const Recomputing: Story = {
  args: { state: { activeVersion: 3, appliedVersion: 2, state: 'recomputing', progress: 0.4 } },
};
