import type { AppFeature } from '@shelfsight/api-client';
import { tasksRoutes } from './routes';

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const tasksFeature = {
  id: 'tasks',
  routes: tasksRoutes,
  loadSlices: () => import('./state/tasksSlice').then((module) => [module.tasksSlice]),
} satisfies AppFeature;
