import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

/** Users, roles and privileges of the active customer (spec 1 §3, §7). */
export const userManagementModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(userRoutes);
  await app.register(roleRoutes);
};
