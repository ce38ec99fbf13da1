import type { AppFeature } from '@shelfsight/api-client';
import { productDetailsRoutes } from './routes';

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const productDetailsFeature = {
  id: 'product-details',
  routes: productDetailsRoutes,
  loadSlices: () => import('./state/productDetailsSlice').then((module) => [module.productDetailsSlice]),
} satisfies AppFeature;
