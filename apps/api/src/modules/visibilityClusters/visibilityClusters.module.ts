import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { visibilityClusterRoutes } from './visibilityClusters.routes';

export { pagesOfClusters } from './visibilityClusters.repository';

/** Visibility clusters of the active customer: groups of search keywords (spec 2 §3, §7). */
export const visibilityClustersModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(visibilityClusterRoutes);
};
