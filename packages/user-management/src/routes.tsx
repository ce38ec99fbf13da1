import { userManagementRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** Main-layout screens for signed-in users; the pages themselves refuse anyone but administrators. */
export const userManagementRouteObjects: RouteObject[] = [
  {
    path: userManagementRoutes.list,
    lazy: () => import('./pages/UserManagementPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: userManagementRoutes.userAdd,
    lazy: () => import('./pages/UserFormPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: userManagementRoutes.userEdit,
    lazy: () => import('./pages/UserFormPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: userManagementRoutes.roleAdd,
    lazy: () => import('./pages/RoleAddPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: userManagementRoutes.roleEdit,
    lazy: () => import('./pages/RoleEditPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
