import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './dashboards.routes';
import { dashboardTabRoutes } from './dashboardTabs.routes';
import { dashboardWidgetRoutes } from './dashboardWidgets.routes';

/** Dashboards, the caller's home tabs and the widgets placed on dashboards (spec 2 §2–§7). */
export const dashboardsModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(dashboardTabRoutes);
  await app.register(dashboardWidgetRoutes);
};
