import { dashboardRoutes } from '@shelfsight/contracts';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
// In the route table's chunk, not a lazy one of its own: a dynamic import would resolve only after the
// browser has evaluated the page's larger code loading beside it, and the requests would wait for that.
import { preloadDashboardPrint, preloadDashboardView } from './api/dashboardPreload';
import { dashboardIdOf } from './utils/dashboardId';

/**
 * A dashboard's page rewrites its own address as filters and days change, and then asks for what it needs
 * itself: the preload runs again only for another dashboard.
 */
const anotherDashboard: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  dashboardIdOf(currentUrl.searchParams) !== dashboardIdOf(nextUrl.searchParams);

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
    shouldRevalidate: anotherDashboard,
    handle: { layout: 'main', access: 'signed-in', preload: preloadDashboardView },
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
    shouldRevalidate: anotherDashboard,
    handle: { layout: 'empty', access: 'signed-in', menu: 'none', preload: preloadDashboardPrint },
  },
];
