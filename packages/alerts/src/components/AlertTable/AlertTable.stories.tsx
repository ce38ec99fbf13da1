import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAlerts } from '../../testing/sampleData';
import { AlertTable } from './AlertTable';

const meta: Meta<typeof AlertTable> = {
  title: 'alerts/AlertTable',
  component: AlertTable,
  args: {
    alerts: sampleAlerts,
    onEdit: () => {},
    onCopy: () => {},
    onDelete: () => {},
    onToggleActive: () => {},
    onCheck: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof AlertTable>;

export const OwnedAndReceived: Story = {};
export const CheckingNow: Story = { args: { checkingId: 31 } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { alerts: [] } };
