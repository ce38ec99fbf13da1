import type { AppFeature } from '@shelfsight/api-client';
import { clientRoutes, type NavItem } from '@shelfsight/contracts';
import { tasksRoutes } from './routes';

/** Every member works on tasks (spec 3 §2.5); read-only members see them. */
const navItems: readonly NavItem[] = [
  {
    key: 'tasks',
    label: 'Tasks',
    icon: 'tasks',
    to: clientRoutes.tasks,
    group: 'analytics',
    access: 'signed-in',
    order: 40,
  },
];

/**
 * What the app composes: the /tasks/ screen with its menu tile, and the `taskDetails` overlay, which the main
 * layout opens over any screen while the address names a task (`?task=12`, or `?task=new` to create one).
 */
export const tasksFeature = {
  id: 'tasks',
  routes: tasksRoutes,
  navItems,
  overlays: [{ id: 'taskDetails', load: () => import('./components/TaskDialog/TaskOverlay') }],
} satisfies AppFeature;
