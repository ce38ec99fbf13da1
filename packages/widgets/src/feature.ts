import { widgetsRoutes } from './routes';
import { widgetsSlice } from './state/widgetsSlice';

export const widgetsFeature = {
  id: 'widgets',
  slices: [widgetsSlice],
  routes: widgetsRoutes,
};
