import { nextExportAfter } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { type ExportRunOptions, failExport, runExport } from './exportRun';
import { advanceExport, dueExports } from './scheduledExports.repository';

export const EXPORT_RUN_JOB = 'scheduled-export-run';
export const EXPORT_SWEEP_JOB = 'scheduled-exports-due';
/** Every minute (UTC): exports run at most a minute after their time. */
export const EXPORT_SWEEP_SCHEDULE = '* * * * *';

export interface ExportRunData {
  customerId: number;
  scheduledExportId: number;
  /** The time the run is for (ISO): with the export it keys the instance, so every retry finds the same one. */
  scheduledFor: string;
}

export const exportJobKey = (data: ExportRunData) =>
  `export:${data.customerId}:${data.scheduledExportId}:${data.scheduledFor}`;

/**
 * Queues the due exports and moves each one's next run on. A run missed while the server was down is made
 * once (for its time), then the next run is the first after now: no backlog of old files is sent.
 */
export async function queueDueExports(app: FastifyInstance, now = new Date()) {
  for (const export_ of await dueExports(app.db, now)) {
    const scheduledFor = export_.nextExport as string;
    if (!(await advanceExport(app.db, export_, nextExportAfter(export_, now)))) continue;
    const data: ExportRunData = { customerId: export_.customerId, scheduledExportId: export_.id, scheduledFor };
    await app.jobs.send(EXPORT_RUN_JOB, data, { singletonKey: exportJobKey(data) });
  }
}

/** The export jobs: one run per (export, time), retried with backoff, and the sweep of due exports. */
export function defineExportJobs(app: FastifyInstance, options: ExportRunOptions) {
  app.jobs.define<ExportRunData>({
    name: EXPORT_RUN_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // A dashboard PDF or a workbook of many widgets takes a while.
    expireInSeconds: 600,
    async handler(data) {
      await runExport(app, data.customerId, data.scheduledExportId, data.scheduledFor, options);
    },
    async onFailed(data, error) {
      await failExport(app, data.customerId, data.scheduledExportId, data.scheduledFor, error);
    },
  });
  app.jobs.define({ name: EXPORT_SWEEP_JOB, handler: async () => queueDueExports(app) });
  app.addHook('onReady', async () => {
    await app.jobs.schedule(EXPORT_SWEEP_JOB, EXPORT_SWEEP_SCHEDULE);
  });
}
