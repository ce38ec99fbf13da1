import type { FastifyPluginAsync } from 'fastify';
import { PdfRenderer } from '../../lib/pdfRenderer';
import type { WidgetDataOptions } from '../engine';
import { defineExportJobs } from './exportJobs';
import { scheduledExportRoutes } from './scheduledExports.routes';

export interface ScheduledExportsOptions {
  publicUrl: string;
  dataDir: string;
  chromiumPath: string | undefined;
  widgetData: WidgetDataOptions;
}

/** Scheduled exports (spec 2 §3, §7): the routes, the runs as jobs and the sweep of due exports. */
export const scheduledExportsModule: FastifyPluginAsync<ScheduledExportsOptions> = async (app, options) => {
  const renderer = new PdfRenderer(options.chromiumPath);
  app.addHook('onClose', () => renderer.close());
  const runOptions = { ...options, renderer };
  defineExportJobs(app, runOptions);
  await app.register(scheduledExportRoutes, runOptions);
};
