import type { AppFeature } from '@shelfsight/api-client';
import { userManagementRoutes, type NavItem } from '@shelfsight/contracts';
import { userManagementRouteObjects } from './routes';

/** The pages admit administrators and system admins; adding and editing open from the list. */
const navItems: readonly NavItem[] = [
  {
    key: 'user-management',
    label: 'Users and roles',
    icon: 'users',
    to: userManagementRoutes.list,
    group: 'administration',
    access: 'admin-or-system-admin',
    order: 10,
    subScreens: [
      userManagementRoutes.userAdd,
      userManagementRoutes.userEdit,
      userManagementRoutes.roleAdd,
      userManagementRoutes.roleEdit,
    ],
  },
];

/** What the app composes: the /user-management/ screens and their menu tile. */
export const userManagementFeature = {
  id: 'user-management',
  routes: userManagementRouteObjects,
  navItems,
} satisfies AppFeature;
