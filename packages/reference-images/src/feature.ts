import type { AppFeature } from '@shelfsight/api-client';
import { referenceImagesRoutes } from './routes';

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const referenceImagesFeature = {
  id: 'reference-images',
  routes: referenceImagesRoutes,
  loadSlices: () => import('./state/referenceImagesSlice').then((module) => [module.referenceImagesSlice]),
} satisfies AppFeature;
