import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { defineVisibilityCollection } from './visibilityCollection';
import { visibilityTrackingRoutes } from './visibilityTracking.routes';

/**
 * Visibility tracking (spec 3 §2.8). Widgets read tracked entities only, so a change moves the customer's
 * resolution version and kept answers are not served from before it.
 */
export const visibilityTrackingModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  defineVisibilityCollection(app);
  await app.register(visibilityTrackingRoutes);
};
