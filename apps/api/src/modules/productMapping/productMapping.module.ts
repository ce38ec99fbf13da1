import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { productMappingRoutes } from './productMapping.routes';

/** Product mapping (spec 3 §2.8). Writes move the customer's resolution version; fact moves record a load. */
export const productMappingModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(productMappingRoutes);
};
