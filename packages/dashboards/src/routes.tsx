import type { RoutePreload } from '@shelfsight/api-client';
import { dashboardRoutes } from '@shelfsight/contracts';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';

// The preload's code is a small chunk of its own (no antd, no charts), asked for beside the page's: in the
// route tables it would load, with its contracts and luxon, for every visitor of any screen, signed out too.
const preloadView: RoutePreload = (location, store) =>
  import('./api/dashboardPreload').then((module) => module.preloadDashboardView(location, store));
const preloadPrint: RoutePreload = (location, store) =>
  import('./api/dashboardPreload').then((module) => module.preloadDashboardPrint(location, store));

/**
 * A dashboard's page rewrites its own address as filters and days change, and then asks for what it needs
 * itself: the preload runs again only for another dashboard.
 */
const anotherDashboard: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get('id') !== nextUrl.searchParams.get('id');

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
    handle: { layout: 'main', access: 'signed-in', preload: preloadView },
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
    handle: { layout: 'empty', access: 'signed-in', menu: 'none', preload: preloadPrint },
  },
];
