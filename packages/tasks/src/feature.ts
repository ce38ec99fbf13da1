import type { AppFeature } from '@shelfsight/api-client';
import { tasksRoutes } from './routes';

/**
 * What the app composes: the route table, the 'Create task' actions on products and widget cards, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const tasksFeature = {
  id: 'tasks',
  routes: tasksRoutes,
  // 'Create task' where work starts: on a product (its details dialog, cell or card) and on a dashboard widget.
  contributions: {
    'product.actions': [
      { id: 'create-task', label: 'Create task', load: () => import('./slots/CreateTaskForProduct') },
    ],
    'widgetCard.actions': [
      { id: 'create-task', label: 'Create task', load: () => import('./slots/CreateTaskForWidget') },
    ],
  },
  loadSlices: () => import('./state/tasksSlice').then((module) => [module.tasksSlice]),
} satisfies AppFeature;
