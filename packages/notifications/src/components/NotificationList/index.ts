export * from './NotificationList';
