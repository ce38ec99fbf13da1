import type { Meta, StoryObj } from '@storybook/react-vite';
import { formFieldsStoryArgs } from '@shelfsight/ui-kit';
import { sampleDimensions, sampleMetrics, sampleWidgetContext, sampleWidgets } from '../../testing/sampleData';
import { DatasetForm } from './DatasetForm';

const meta: Meta<typeof DatasetForm> = {
  title: 'datasets/DatasetForm',
  component: DatasetForm,
  args: {
    widgets: sampleWidgets,
    metrics: sampleMetrics,
    dimensions: sampleDimensions,
    ...formFieldsStoryArgs,
    onSubmit: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof DatasetForm>;

export const Empty: Story = {};
/** Opened from a placed table widget (`?dwId=`): its table by default, its filters filled in. */
export const FromPlacedWidget: Story = { args: { context: sampleWidgetContext } };
export const ServerRefused: Story = {
  args: { fieldErrors: { subject: 'Enter a name for the dataset.' }, generalError: 'The dataset could not be built.' },
};
