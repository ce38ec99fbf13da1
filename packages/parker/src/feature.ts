import type { AppFeature } from '@shelfsight/api-client';
import { parkerRoutes } from './routes';

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const parkerFeature = {
  id: 'parker',
  routes: parkerRoutes,
  loadSlices: () => import('./state/parkerSlice').then((module) => [module.parkerSlice]),
} satisfies AppFeature;
