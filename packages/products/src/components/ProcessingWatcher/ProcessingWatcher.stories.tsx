import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcessingFinishedDialog } from '../ProcessingFinishedDialog';

// The watcher itself only polls; what it shows is the finished dialog, as it opens over any screen.
const meta: Meta<typeof ProcessingFinishedDialog> = {
  title: 'products/ProcessingWatcher',
  component: ProcessingFinishedDialog,
  args: { onClose: () => {}, onGoToProducts: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProcessingFinishedDialog>;

export const FinishedWhileOnDashboards: Story = { args: { outcome: 'success' } };
export const InvalidRowsFound: Story = { args: { outcome: 'failed' } };
export const Aborted: Story = { args: { outcome: 'aborted' } };
export const StillProcessing: Story = { args: { outcome: null } };
