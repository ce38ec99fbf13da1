import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleNotifications } from '../../testing/sampleNotifications';
import { NotificationList } from './NotificationList';

const noop = () => {};
const meta: Meta<typeof NotificationList> = {
  title: 'notifications/NotificationList',
  component: NotificationList,
  args: { onToggleRead: noop, onToggleAllRead: noop, onDelete: noop, onDeleteAll: noop },
};
export default meta;

type Story = StoryObj<typeof NotificationList>;

export const Mixed: Story = { args: { notifications: sampleNotifications } };
export const AllRead: Story = { args: { notifications: sampleNotifications.map((n) => ({ ...n, isRead: true })) } };
export const Empty: Story = { args: { notifications: [] } };
