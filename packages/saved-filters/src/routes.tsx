import { savedFilterScreenRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const listPage = () => import('./pages/SavedFiltersPage');
const formPage = () => import('./pages/SavedFilterFormPage');
const handle = { layout: 'main', access: 'signed-in' };

/** Main-layout screens for every signed-in user; product filters share the pages, the path picks the kind. */
export const savedFiltersRoutes: RouteObject[] = [
  { path: savedFilterScreenRoutes.list, lazy: listPage, handle },
  { path: savedFilterScreenRoutes.create, lazy: formPage, handle },
  { path: savedFilterScreenRoutes.edit, lazy: formPage, handle },
  { path: savedFilterScreenRoutes.productList, lazy: listPage, handle },
  { path: savedFilterScreenRoutes.productCreate, lazy: formPage, handle },
  { path: savedFilterScreenRoutes.productEdit, lazy: formPage, handle },
];
