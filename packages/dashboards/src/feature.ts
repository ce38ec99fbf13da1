import type { AppFeature } from '@shelfsight/api-client';
import { clientRoutes, dashboardRoutes, type NavItem } from '@shelfsight/contracts';
import { dashboardsRoutes } from './routes';

/** The list opens a dashboard and its editor, so the tile leads to both. */
const navItems: readonly NavItem[] = [
  {
    key: 'dashboards',
    label: 'Dashboards',
    icon: 'dashboards',
    to: clientRoutes.dashboards,
    group: 'analytics',
    access: 'signed-in',
    order: 10,
    subScreens: [dashboardRoutes.view, dashboardRoutes.edit],
  },
];

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const dashboardsFeature = {
  id: 'dashboards',
  routes: dashboardsRoutes,
  navItems,
  loadSlices: () => import('./state/dashboardsSlice').then((module) => [module.dashboardsSlice]),
} satisfies AppFeature;
