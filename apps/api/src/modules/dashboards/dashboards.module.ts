import type { FastifyPluginAsync } from 'fastify';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';
import { dashboardPdfRoutes } from './dashboardPdf.routes';
import { dashboardRoutes } from './dashboards.routes';
import { dashboardTabRoutes } from './dashboardTabs.routes';
import { dashboardWidgetRoutes } from './dashboardWidgets.routes';

/** Dashboards, the caller's home tabs and the widgets placed on dashboards (spec 2 §2–§7). */
export const dashboardsModule: FastifyPluginAsync = async (app) => {
  resolutionsChangeOnWrites(app);
  await app.register(dashboardRoutes);
  await app.register(dashboardTabRoutes);
  await app.register(dashboardWidgetRoutes);
  await app.register(dashboardPdfRoutes);
};
