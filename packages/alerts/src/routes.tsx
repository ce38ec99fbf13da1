import { alertRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const listPage = () => import('./pages/AlertsPage');
const formPage = () => import('./pages/AlertFormPage');
const handle = { layout: 'main', access: 'signed-in' };

/** Main-layout screens for every signed-in user; create, edit and copy share the form page. */
export const alertsRoutes: RouteObject[] = [
  { path: alertRoutes.list, lazy: listPage, handle },
  { path: alertRoutes.create, lazy: formPage, handle },
  { path: alertRoutes.edit, lazy: formPage, handle },
  { path: alertRoutes.copy, lazy: formPage, handle },
];
