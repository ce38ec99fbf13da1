import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** The task list, for every signed-in user in the main layout; a task opens over it as the `taskDetails` overlay. */
export const tasksRoutes: RouteObject[] = [
  {
    path: clientRoutes.tasks,
    lazy: () => import('./pages/TasksPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
