import { scheduledExportRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const listPage = () => import('./pages/ScheduledExportsPage');
const formPage = () => import('./pages/ScheduledExportFormPage');
const handle = { layout: 'main', access: 'signed-in' };

/** Main-layout screens for every signed-in user; edit without an id creates, copy fills from an export. */
export const exportsRoutes: RouteObject[] = [
  { path: scheduledExportRoutes.list, lazy: listPage, handle },
  { path: scheduledExportRoutes.edit, lazy: formPage, handle },
  { path: scheduledExportRoutes.copy, lazy: formPage, handle },
];
