import type { ComponentType } from 'react';
import { notificationsRoutes } from './routes';

/** A piece the main layout renders in its header; loaded lazily so the start-up bundle stays small. */
export interface HeaderItem {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

const headerItems: HeaderItem[] = [
  { id: 'notifications-bell', load: () => import('./components/NotificationBell/NotificationBell') },
  // Renders nothing but the after-login modal while undismissed system messages exist.
  { id: 'after-login-messages', load: () => import('./components/AfterLoginMessages/AfterLoginMessages') },
];

/** What the app composes: the /system-messages/ route and the header items of the main layout. */
export const notificationsFeature = {
  id: 'notifications',
  routes: notificationsRoutes,
  headerItems,
};
