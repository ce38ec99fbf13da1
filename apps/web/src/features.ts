import type { AppFeature } from '@shelfsight/api-client';
import type { ShellFeatures } from '@shelfsight/app-shell';
import { authFeature } from '@shelfsight/auth';
import { clientRoutes } from '@shelfsight/contracts';
import { notificationsFeature } from '@shelfsight/notifications';

/**
 * Home (`/`), where every signed-in visit begins: the app composes the dashboards feature's home tabs
 * into it. The page and the dashboards slice load with the route, not at start-up.
 */
export const homeFeature: AppFeature = {
  id: 'home',
  routes: [
    {
      path: clientRoutes.home,
      lazy: () => import('./pages/HomePage'),
      handle: { layout: 'main', access: 'signed-in' },
    },
  ],
  loadSlices: () => import('@shelfsight/dashboards').then((module) => [module.dashboardsSlice]),
};

/**
 * In the start-up route table: sign-in and home, where every visit begins; notifications for the main
 * layout's header items (their code loads with the layout, not at start-up).
 */
export const startupFeatures: AppFeature[] = [authFeature, homeFeature, notificationsFeature];

/** Every other feature: its route table loads the first time a path matches no start-up route. */
export const loadDiscoveredFeatures = (): Promise<AppFeature[]> =>
  import('./discoveredFeatures').then((module) => module.discoveredFeatures);

/** The whole app's features, as the shell takes them. */
export const appFeatures: ShellFeatures = { startup: startupFeatures, loadDiscovered: loadDiscoveredFeatures };
