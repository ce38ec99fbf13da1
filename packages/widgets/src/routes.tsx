import { savedWidgetRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** Main-layout screens for signed-in users: the widget list and the editor. */
export const widgetsRoutes: RouteObject[] = [
  {
    path: savedWidgetRoutes.list,
    lazy: () => import('./pages/WidgetListPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: savedWidgetRoutes.edit,
    lazy: () => import('./pages/WidgetEditorPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
