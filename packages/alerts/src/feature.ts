import type { AppFeature } from '@shelfsight/api-client';
import { alertRoutes, type NavItem } from '@shelfsight/contracts';
import { alertsRoutes } from './routes';

/** Every signed-in user owns alerts or receives them (spec 2 §6); create, edit and copy open from the list. */
const navItems: readonly NavItem[] = [
  {
    key: 'alerts',
    label: 'Alerts',
    icon: 'alerts',
    to: alertRoutes.list,
    group: 'analytics',
    access: 'signed-in',
    order: 32,
    subScreens: [alertRoutes.create, alertRoutes.edit, alertRoutes.copy],
  },
];

/** What the app composes: the /alerts/ screens and their menu tile. */
export const alertsFeature = {
  id: 'alerts',
  routes: alertsRoutes,
  navItems,
} satisfies AppFeature;
