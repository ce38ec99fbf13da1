import type { FastifyPluginAsync } from 'fastify';
import { type WidgetDataOptions, widgetDataRoutes } from './widgetData.routes';
import { widgetDownloadRoutes } from './widgetDownload.routes';

/** The widget query engine over HTTP: get-data, chart details and the CSV/Excel downloads (spec 2 §7, spec 3 §7). */
export const widgetDataModule: FastifyPluginAsync<WidgetDataOptions> = async (app, options) => {
  await app.register(widgetDataRoutes, options);
  await app.register(widgetDownloadRoutes, options);
};
