import type { AppFeature } from '@shelfsight/api-client';
import { datasetRoutes, type NavItem } from '@shelfsight/contracts';
import { datasetsRoutes } from './routes';

/** Every signed-in user builds datasets or receives them (read-only users download); the builder opens from the list. */
const navItems: readonly NavItem[] = [
  {
    key: 'datasets',
    label: 'Datasets',
    icon: 'datasets',
    to: datasetRoutes.list,
    group: 'analytics',
    access: 'signed-in',
    order: 36,
    subScreens: [datasetRoutes.builder],
  },
];

/** What the app composes: the /datasets/ screens and their menu tile. */
export const datasetsFeature = {
  id: 'datasets',
  routes: datasetsRoutes,
  navItems,
} satisfies AppFeature;
