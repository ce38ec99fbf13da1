import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [];

/** Product lists: the table, add and edit, a list's products and its file upload. */
productsRoutes.push(
  ...(
    [
      [clientRoutes.productLists, () => import('./pages/productLists/ProductListsPage')],
      [clientRoutes.productListsAdd, () => import('./pages/productLists/ProductListFormPage')],
      [clientRoutes.productListsEdit, () => import('./pages/productLists/ProductListFormPage')],
      [clientRoutes.productListsProducts, () => import('./pages/productLists/ProductListProductsPage')],
      [clientRoutes.productListsUpload, () => import('./pages/productLists/ProductListUploadPage')],
    ] as const
  ).map(([path, lazy]) => ({ path, lazy, handle: { layout: 'main', access: 'signed-in' } })),
);
