import { datasetRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/** Main-layout screens for every signed-in user; the builder opens from the list or a widget's menu. */
export const datasetsRoutes: RouteObject[] = [
  { path: datasetRoutes.list, lazy: () => import('./pages/DatasetsPage'), handle },
  { path: datasetRoutes.builder, lazy: () => import('./pages/DatasetBuilderPage'), handle },
];
