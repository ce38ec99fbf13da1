import type { AppFeature, HeaderItem } from '@shelfsight/api-client';
import { clientRoutes, type NavItem } from '@shelfsight/contracts';
import { notificationsRoutes } from './routes';

const headerItems: HeaderItem[] = [
  { id: 'notifications-bell', load: () => import('./components/NotificationBell/NotificationBell') },
  // Renders nothing but the after-login modal while undismissed system messages exist.
  { id: 'after-login-messages', load: () => import('./components/AfterLoginMessages/AfterLoginMessages') },
];

/** System messages are managed by system admins only, so only they see the tile. */
const navItems: readonly NavItem[] = [
  {
    key: 'system-messages',
    label: 'System messages',
    icon: 'systemMessages',
    to: clientRoutes.systemMessages,
    group: 'administration',
    access: 'system-admin',
    order: 30,
    subScreens: [clientRoutes.systemMessagesEdit],
  },
];

/** What the app composes: the /system-messages/ screens, their menu tile and pieces of the `header.items` slot. */
export const notificationsFeature = {
  id: 'notifications',
  routes: notificationsRoutes,
  navItems,
  contributions: { 'header.items': headerItems },
} satisfies AppFeature;
