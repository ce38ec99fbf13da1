import { authRoutes } from './routes';
import { authFlowSlice } from './state/authFlowSlice';

export const authFeature = {
  id: 'auth',
  slices: [authFlowSlice],
  routes: authRoutes,
};
