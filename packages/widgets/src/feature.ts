import { widgetsRoutes } from './routes';

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const widgetsFeature = {
  id: 'widgets',
  routes: widgetsRoutes,
  loadSlices: () => import('./state/widgetsSlice').then((module) => [module.widgetsSlice]),
};
