import type { AppFeature } from '@shelfsight/api-client';
import { type NavItem, visibilityClusterRoutes } from '@shelfsight/contracts';
import { visibilityClustersRouteTable } from './routes';

/** Every member reads the clusters; the screen hides the changes from read-only users, whom the API refuses. */
const navItems: readonly NavItem[] = [
  {
    key: 'visibility-clusters',
    label: 'Visibility clusters',
    icon: 'visibilityClusters',
    to: visibilityClusterRoutes.settings,
    group: 'settings',
    access: 'signed-in',
    order: 30,
  },
];

/** What the app composes: the /settings/visibility-clusters/ screen and its menu tile. */
export const visibilityClustersFeature = {
  id: 'visibility-clusters',
  routes: visibilityClustersRouteTable,
  navItems,
} satisfies AppFeature;
