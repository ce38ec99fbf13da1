import { tasksRoutes } from './routes';
import { tasksSlice } from './state/tasksSlice';

export const tasksFeature = {
  id: 'tasks',
  slices: [tasksSlice],
  routes: tasksRoutes,
};
