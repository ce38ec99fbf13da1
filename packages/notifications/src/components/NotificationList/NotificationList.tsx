import type { Notification } from '@shelfsight/contracts';
import { Button, Empty, Flex, Typography } from 'antd';
import { formatNotificationTime } from '../../utils/formatNotificationTime';
import { NotificationBody } from './NotificationBody';

export interface NotificationListProps {
  notifications: Notification[];
  onToggleRead(id: number, isRead: boolean): void;
  onToggleAllRead(isRead: boolean): void;
  onDelete(id: number): void;
  onDeleteAll(): void;
}

const flagColors: Record<Notification['flag'], string> = {
  info: '#1f3a93',
  success: '#2e9d5b',
  warning: '#f5b700',
  error: '#c2185b',
};

/** The notifications with read toggles and deletes, one by one or all at once. */
export function NotificationList({
  notifications,
  onToggleRead,
  onToggleAllRead,
  onDelete,
  onDeleteAll,
}: NotificationListProps) {
  if (notifications.length === 0) return <Empty description="No notifications" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const anyUnread = notifications.some((notification) => !notification.isRead);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between">
        <Button size="small" onClick={() => onToggleAllRead(anyUnread)}>
          {anyUnread ? 'Mark all as read' : 'Mark all as unread'}
        </Button>
        <Button size="small" danger onClick={onDeleteAll}>
          Delete all
        </Button>
      </Flex>
      <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {notifications.map((item) => (
          <li
            key={item.id}
            aria-label={item.title}
            data-read={item.isRead}
            style={{ borderLeft: `3px solid ${flagColors[item.flag]}`, padding: '8px 12px', marginBottom: 8 }}
          >
            <Flex justify="space-between" gap={8}>
              <Typography.Text strong={!item.isRead}>{item.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatNotificationTime(item.dateTime)}
              </Typography.Text>
            </Flex>
            {item.subTitle ? <Typography.Text type="secondary">{item.subTitle}</Typography.Text> : null}
            {item.body ? <NotificationBody body={item.body} /> : null}
            <Flex gap={8}>
              <Button size="small" type="link" onClick={() => onToggleRead(item.id, !item.isRead)}>
                {item.isRead ? 'Mark as unread' : 'Mark as read'}
              </Button>
              <Button size="small" type="link" danger onClick={() => onDelete(item.id)}>
                Delete
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
