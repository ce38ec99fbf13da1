import type { AppFeature } from '@shelfsight/api-client';
import { productDetailsRoutes } from './routes';

/**
 * What the app composes: the `productDetails` overlay, which the main layout opens while the address names a
 * product (`?product=`). Its code loads only then, so none of the feature's code is in the start-up bundle.
 */
export const productDetailsFeature = {
  id: 'product-details',
  routes: productDetailsRoutes,
  overlays: [{ id: 'productDetails', load: () => import('./components/ProductDetailsDialog/ProductDetailsOverlay') }],
} satisfies AppFeature;
