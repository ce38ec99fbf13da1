import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** The system-messages screens sit in the main layout; the pages themselves refuse non system admins. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: clientRoutes.systemMessages,
    lazy: () => import('./pages/SystemMessagesPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: clientRoutes.systemMessagesEdit,
    lazy: () => import('./pages/SystemMessageEditPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
