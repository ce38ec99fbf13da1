import type { FastifyPluginAsync } from 'fastify';
import type { SavedFilterResolver } from '../../analytics/engine/runWidgetQuery';
import { calculatedMetricCompareRoutes } from './calculatedMetricCompare.routes';
import { calculatedMetricRoutes } from './calculatedMetric.routes';
import { dccFixesRoutes } from './dccFixes.routes';

/** The customer's DCC versions: calculated metric DCC_SCORE (spec 2 §3, §4, §7). */
export const calculatedMetricModule: FastifyPluginAsync<{ savedFilters: SavedFilterResolver }> = async (
  app,
  options,
) => {
  await app.register(calculatedMetricRoutes);
  // The compare call narrows pages by a saved filter as widgets do: the app hands over the same resolver.
  await app.register(calculatedMetricCompareRoutes, { savedFilters: options.savedFilters });
  await app.register(dccFixesRoutes);
};
