import type { FastifyPluginAsync } from 'fastify';
import type { WidgetDataOptions } from '../engine';
import { defineExportJobs } from './exportJobs';
import { scheduledExportRoutes } from './scheduledExports.routes';

export interface ScheduledExportsOptions {
  publicUrl: string;
  dataDir: string;
  widgetData: WidgetDataOptions;
}

/** Scheduled exports (spec 2 §3, §7): the routes, the runs as jobs and the sweep of due exports. */
export const scheduledExportsModule: FastifyPluginAsync<ScheduledExportsOptions> = async (app, options) => {
  defineExportJobs(app, options);
  await app.register(scheduledExportRoutes, options);
};
