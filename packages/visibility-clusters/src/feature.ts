import type { AppFeature } from '@shelfsight/api-client';
import { type NavItem, visibilityClusterRoutes, visibilityTrackingRoutes } from '@shelfsight/contracts';
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
  {
    key: 'visibility-tracking',
    label: 'Visibility tracking',
    icon: 'visibilityTracking',
    to: visibilityTrackingRoutes.tracking,
    group: 'data',
    access: 'signed-in',
    order: 45,
  },
];

/** What the app composes: the /settings/visibility-clusters/ and /visibility-tracking/ screens and their menu tiles. */
export const visibilityClustersFeature = {
  id: 'visibility-clusters',
  routes: visibilityClustersRouteTable,
  navItems,
} satisfies AppFeature;
