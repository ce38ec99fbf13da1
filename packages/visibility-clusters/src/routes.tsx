import { visibilityClusterRoutes, visibilityTrackingRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/** The visibility clusters and visibility tracking screens, main-layout screens for every signed-in member. */
export const visibilityClustersRouteTable: RouteObject[] = [
  { path: visibilityClusterRoutes.settings, lazy: () => import('./pages/VisibilityClustersPage'), handle },
  { path: visibilityTrackingRoutes.tracking, lazy: () => import('./pages/VisibilityTrackingPage'), handle },
];
