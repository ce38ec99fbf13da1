import { parkerRoutes } from './routes';
import { parkerSlice } from './state/parkerSlice';

export const parkerFeature = {
  id: 'parker',
  slices: [parkerSlice],
  routes: parkerRoutes,
};
