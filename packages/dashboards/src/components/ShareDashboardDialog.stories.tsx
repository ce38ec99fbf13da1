import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDashboard } from '../testing/sampleDashboards';
import { ShareDashboardDialog } from './ShareDashboardDialog';

const members = [
  { id: 7, displayName: 'Ada Lovelace', email: 'ada@acme.test' },
  { id: 8, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
  { id: 9, displayName: 'Paula Product', email: 'pm@acme.test' },
];

const meta: Meta<typeof ShareDashboardDialog> = {
  title: 'dashboards/ShareDashboardDialog',
  component: ShareDashboardDialog,
  args: { open: true, users: members, ownerId: 7, onShare: () => undefined, onCancel: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ShareDashboardDialog>;

/** "Availability and price", already shared with Andy. */
export const SharedWithAnalyst: Story = { args: { dashboard: sampleDashboard() } };

/** A dashboard only its owner sees. */
export const NotShared: Story = {
  args: { dashboard: sampleDashboard({ dashboardUsers: [{ id: 1, dashboardId: 5, userId: 7, isOwner: true }] }) },
};
