import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [];

// Products admin and product finder.
const productsAdminHandle = { layout: 'main', access: 'signed-in' };
productsRoutes.push(
  {
    path: clientRoutes.productsAdmin,
    lazy: () => import('./pages/productsAdmin/ProductsAdminPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminAssortment,
    lazy: () => import('./pages/productsAdmin/ProductAssortmentPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminAttributes,
    lazy: () => import('./pages/productsAdmin/ProductAttributesPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productsAdminTags,
    lazy: () => import('./pages/productsAdmin/ProductTagsPage'),
    handle: productsAdminHandle,
  },
  {
    path: clientRoutes.productFinder,
    lazy: () => import('./pages/productFinder/ProductFinderPage'),
    handle: productsAdminHandle,
  },
);
