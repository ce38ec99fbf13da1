import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [];

// Product selection and product mapping (spec 3 §2.7, §2.8); the server checks the same scopes.
productsRoutes.push(
  {
    path: clientRoutes.productSelection,
    lazy: () => import('./pages/productSelection/ProductSelectionPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  {
    path: clientRoutes.productMapping,
    lazy: () => import('./pages/productMapping/ProductMappingPage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
);
