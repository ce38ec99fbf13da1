import type { AppFeature } from '@shelfsight/api-client';
import { savedWidgetRoutes, type NavItem } from '@shelfsight/contracts';
import { widgetsRoutes } from './routes';

/** The widget list for every signed-in user; the editor opens from it. */
const navItems: readonly NavItem[] = [
  {
    key: 'widgets',
    label: 'Widgets',
    icon: 'widgets',
    to: savedWidgetRoutes.list,
    group: 'analytics',
    access: 'signed-in',
    order: 20,
    subScreens: [savedWidgetRoutes.edit],
  },
];

/**
 * What the app composes: the route table, and the slices the app injects only when a route of this
 * feature loads, so none of the feature's code is in the start-up bundle.
 */
export const widgetsFeature = {
  id: 'widgets',
  routes: widgetsRoutes,
  navItems,
  loadSlices: () => import('./state/widgetsSlice').then((module) => [module.widgetsSlice]),
} satisfies AppFeature;
