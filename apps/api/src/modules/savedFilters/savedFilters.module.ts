import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { savedFilterRoutes } from './savedFilters.routes';

export { resolveSavedFilters } from './savedFilterResolver';

/** Saved filters of the active customer and their sharing (spec 2 §3, §6, §7). */
export const savedFiltersModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(savedFilterRoutes);
};
