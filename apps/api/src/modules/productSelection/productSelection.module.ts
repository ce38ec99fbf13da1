import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { productSelectionRoutes } from './productSelection.routes';

/**
 * Product selection (spec 3 §2.7). A change of filters moves the customer's resolution version, so widget
 * requests resolve the selection again; kept answers are keyed by the resolved scope and so follow it.
 */
export const productSelectionModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(productSelectionRoutes);
};
