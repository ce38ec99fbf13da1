import type { AppFeature } from '@shelfsight/api-client';
import { type NavItem, scheduledExportRoutes } from '@shelfsight/contracts';
import { exportsRoutes } from './routes';

/** Every signed-in user owns or receives exports (read-only users read and download); the form opens from the list. */
const navItems: readonly NavItem[] = [
  {
    key: 'scheduled-exports',
    label: 'Scheduled exports',
    icon: 'exports',
    to: scheduledExportRoutes.list,
    group: 'analytics',
    access: 'signed-in',
    order: 34,
    subScreens: [scheduledExportRoutes.edit, scheduledExportRoutes.copy],
  },
];

/** What the app composes: the /exports/scheduled/ screens and their menu tile. */
export const exportsFeature = {
  id: 'exports',
  routes: exportsRoutes,
  navItems,
} satisfies AppFeature;
