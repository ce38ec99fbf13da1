import { dashboardRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** Main-layout screens for signed-in users: the list with the home tabs, a dashboard, and its editor. */
export const dashboardsRoutes: RouteObject[] = [
  {
    path: dashboardRoutes.list,
    lazy: () => import('./pages/DashboardListPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: dashboardRoutes.view,
    lazy: () => import('./pages/DashboardViewPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: dashboardRoutes.edit,
    lazy: () => import('./pages/DashboardEditPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
