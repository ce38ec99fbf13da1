import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcessingFinishedDialog } from './ProcessingFinishedDialog';

const meta = {
  component: ProcessingFinishedDialog,
  args: { outcome: 'success', onClose: () => {}, onGoToProducts: () => {} },
} satisfies Meta<typeof ProcessingFinishedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Aborted: Story = { args: { outcome: 'aborted' } };
export const Failed: Story = { args: { outcome: 'failed' } };
