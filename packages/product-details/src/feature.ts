import { productDetailsRoutes } from './routes';
import { productDetailsSlice } from './state/productDetailsSlice';

export const productDetailsFeature = {
  id: 'product-details',
  slices: [productDetailsSlice],
  routes: productDetailsRoutes,
};
