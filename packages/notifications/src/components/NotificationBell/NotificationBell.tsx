import { BellOutlined } from '@ant-design/icons';
import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import {
  useDeleteAllNotificationsMutation,
  useDeleteNotificationMutation,
  useGetNotificationsQuery,
  useToggleAllNotificationsReadMutation,
  useToggleNotificationReadMutation,
} from '../../api/notificationsApi';
import { STREAM_RETRY_MS, useNotificationStream } from '../../hooks/useNotificationStream';
import { NotificationList } from '../NotificationList';

/**
 * The header bell: unread count, and a drawer with the list. New notifications arrive through the
 * event stream; while it is down the list is polled every minute.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const streaming = useNotificationStream();
  // The list is customer-scoped: asking before the customer bootstrap has chosen one would fail and,
  // with the stream up, never be asked again.
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  const { data: notifications = [] } = useGetNotificationsQuery(undefined, {
    skip: activeCustomerId === null,
    pollingInterval: streaming ? 0 : STREAM_RETRY_MS,
  });
  const [toggleRead] = useToggleNotificationReadMutation();
  const [toggleAllRead] = useToggleAllNotificationsReadMutation();
  const [remove] = useDeleteNotificationMutation();
  const [removeAll] = useDeleteAllNotificationsMutation();
  const unread = notifications.filter((notification) => !notification.isRead).length;

  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer title="Notifications" open={open} onClose={() => setOpen(false)} size={420}>
        <NotificationList
          notifications={notifications}
          onToggleRead={(id, isRead) => void toggleRead({ id, isRead })}
          onToggleAllRead={(isRead) => void toggleAllRead({ isRead })}
          onDelete={(id) => void remove(id)}
          onDeleteAll={() => void removeAll()}
        />
      </Drawer>
    </>
  );
}

export { NotificationBell as default };
