import { userManagementRouteObjects } from './routes';

/** What the app composes: the /user-management/ screens. */
export const userManagementFeature = {
  id: 'user-management',
  routes: userManagementRouteObjects,
};
