import type { FastifyPluginAsync } from 'fastify';
import { widgetChartRoutes } from './widgetChart.routes';
import type { WidgetDataOptions } from '../engine';
import { widgetDataRoutes } from './widgetData.routes';
import { widgetDownloadRoutes } from './widgetDownload.routes';

/** The widget query engine over HTTP: get-data, chart pictures, chart details and the CSV/Excel downloads (spec 2 §7, spec 3 §7). */
export const widgetDataModule: FastifyPluginAsync<WidgetDataOptions> = async (app, options) => {
  await app.register(widgetDataRoutes, options);
  await app.register(widgetChartRoutes, options);
  await app.register(widgetDownloadRoutes, options);
};
