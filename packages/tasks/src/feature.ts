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
 * What the app composes: the /tasks/ screen with its menu tile; the `taskDetails` overlay, which the main layout
 * opens over any screen while the address names a task (`?task=12`, or `?task=new` to create one); and 'Create
 * task' on products and dashboard widget cards, which opens the create dialog linked to them; and 'Show its tasks' on
 * products, the task list narrowed to the product's tasks.
 */
export const tasksFeature = {
  id: 'tasks',
  routes: tasksRoutes,
  navItems,
  overlays: [{ id: 'taskDetails', load: () => import('./components/TaskDialog/TaskOverlay') }],
  // 'Create task' where work starts: on a product (its details dialog, cell or card) and on a dashboard widget.
  contributions: {
    'product.actions': [
      { id: 'create-task', label: 'Create task', load: () => import('./slots/CreateTaskForProduct') },
      { id: 'product-tasks', label: 'Show its tasks', load: () => import('./slots/ShowProductTasks') },
    ],
    'widgetCard.actions': [
      { id: 'create-task', label: 'Create task', load: () => import('./slots/CreateTaskForWidget') },
    ],
  },
} satisfies AppFeature;
