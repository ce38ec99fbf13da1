import { visibilityClusterRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/** The visibility clusters screen, a main-layout screen for every signed-in member of the customer. */
export const visibilityClustersRouteTable: RouteObject[] = [
  { path: visibilityClusterRoutes.settings, lazy: () => import('./pages/VisibilityClustersPage'), handle },
];
