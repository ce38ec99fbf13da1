import { dashboardsRoutes } from './routes';
import { dashboardsSlice } from './state/dashboardsSlice';

export const dashboardsFeature = {
  id: 'dashboards',
  slices: [dashboardsSlice],
  routes: dashboardsRoutes,
};
