import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/** /upload-data-set/ in the main layout; the app puts it behind the product-access guard by its path. */
export const dataUploadRoutes: RouteObject[] = [
  {
    path: clientRoutes.uploadDataSet,
    lazy: () => import('./pages/UploadDataSetPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
];
