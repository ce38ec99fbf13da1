import { dashboardRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** Screens for signed-in users: the list with the home tabs, a dashboard, its editor and its print layout. */
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
  // The print layout: opened by links and the PDF renderer, not from the menu.
  {
    path: dashboardRoutes.pdfView,
    lazy: () => import('./pages/DashboardPdfViewPage'),
    handle: { layout: 'empty', access: 'signed-in', menu: 'none' },
  },
];
