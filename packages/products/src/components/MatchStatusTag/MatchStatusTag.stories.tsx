import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchStatusTag } from './MatchStatusTag';

const meta: Meta<typeof MatchStatusTag> = {
  title: 'products/MatchStatusTag',
  component: MatchStatusTag,
  args: { status: 'MATCHED' },
};
export default meta;

type Story = StoryObj<typeof MatchStatusTag>;

export const Matched: Story = {};
export const Partial: Story = { args: { status: 'PARTIAL' } };
export const Unmatched: Story = { args: { status: 'UNMATCHED' } };
