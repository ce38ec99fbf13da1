import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** The system-messages screen sits in the main layout; the page itself refuses non system admins. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: clientRoutes.systemMessages,
    lazy: () => import('./pages/SystemMessagesPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
