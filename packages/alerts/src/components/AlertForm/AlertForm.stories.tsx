import { alertMessages } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formFieldsStoryArgs } from '@shelfsight/ui-kit';
import { sampleAlerts, sampleDimensions, sampleMetrics } from '../../testing/sampleData';
import { AlertForm } from './AlertForm';

const meta: Meta<typeof AlertForm> = {
  title: 'alerts/AlertForm',
  component: AlertForm,
  args: {
    metrics: sampleMetrics,
    dimensions: sampleDimensions,
    ...formFieldsStoryArgs,
    onSubmit: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof AlertForm>;

export const New: Story = {};
export const EditExactValue: Story = { args: { initial: sampleAlerts[0] } };
export const EditPerItemWithWebhook: Story = { args: { initial: sampleAlerts[1] } };
export const Copy: Story = { args: { initial: sampleAlerts[2], copy: true } };
export const ServerRefused: Story = {
  args: { initial: sampleAlerts[0], fieldErrors: { recipientIds: alertMessages.recipients } },
};
