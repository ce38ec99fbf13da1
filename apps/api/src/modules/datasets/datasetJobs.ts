import { todayInZone } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { buildDataset, type DatasetBuildOptions, expireDatasets, failDataset } from './datasetBuild';

export const DATASET_BUILD_JOB = 'dataset-build';
export const DATASET_EXPIRY_JOB = 'datasets-expire';
/** Every hour (UTC): a dataset's file is gone within the hour after its last day. */
export const DATASET_EXPIRY_SCHEDULE = '7 * * * *';

export interface DatasetBuildData {
  customerId: number;
  datasetId: number;
}

/** One build per dataset queued or running at a time. */
export const datasetJobKey = (data: DatasetBuildData) => `dataset:${data.customerId}:${data.datasetId}`;

export function queueDatasetBuild(app: FastifyInstance, data: DatasetBuildData) {
  return app.jobs.send(DATASET_BUILD_JOB, data, { singletonKey: datasetJobKey(data) });
}

/** The build (retried with backoff, then F and the owner told) and the hourly expiry sweep. */
export function defineDatasetJobs(app: FastifyInstance, options: DatasetBuildOptions) {
  app.jobs.define<DatasetBuildData>({
    name: DATASET_BUILD_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // A million-row workbook takes minutes; a try still running after an hour is taken for dead.
    expireInSeconds: 3600,
    async handler(data) {
      await buildDataset(app, data.customerId, data.datasetId, options);
    },
    async onFailed(data, error) {
      await failDataset(app, data.customerId, data.datasetId, error);
    },
  });
  app.jobs.define({
    name: DATASET_EXPIRY_JOB,
    handler: async () => {
      await expireDatasets(app, options.dataDir, todayInZone('UTC'));
    },
  });
  app.addHook('onReady', async () => {
    await app.jobs.schedule(DATASET_EXPIRY_JOB, DATASET_EXPIRY_SCHEDULE);
  });
}
