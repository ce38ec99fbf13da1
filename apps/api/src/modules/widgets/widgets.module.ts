import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { widgetPartRoutes } from './widgetParts.routes';
import { widgetRoutes } from './widgets.routes';

export { loadWidgetDefinition } from './loadWidgetDefinition';

/** Saved widgets of the active customer and their widget-specific lists (spec 2 §3, §7). */
export const widgetsModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(widgetRoutes);
  await app.register(widgetPartRoutes);
};
