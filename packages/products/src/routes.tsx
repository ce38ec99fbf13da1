import type { RouteObject } from 'react-router-dom';

/**
 * The catalogue screens in the main layout. Every path under `/admin/`, `/product-mapping/` and `/product-finder/`
 * sits behind the product-access guard, which the app applies by path.
 */
export const productsRoutes: RouteObject[] = [];
