import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildDataset, type DatasetBuildOptions, failDataset } from './datasetBuild';
import { defineDatasetJobs, queueDatasetBuild } from './datasetJobs';
import { datasetRoutes } from './datasets.routes';
import { queuedDatasetIds } from './datasets.repository';

/**
 * After a load of a customer's facts, its queued datasets are built (queued again: a build already waiting
 * keeps its single job). The demo's dataset is seeded before its facts and is built this way.
 */
function buildQueuedAfterLoad(app: FastifyInstance, options: DatasetBuildOptions) {
  return async (customerId: number) => {
    for (const datasetId of await queuedDatasetIds(app.db, customerId)) {
      if (app.jobs.enabled) {
        await queueDatasetBuild(app, { customerId, datasetId });
        continue;
      }
      await buildDataset(app, customerId, datasetId, options).catch(async (error: unknown) => {
        app.log.warn({ err: error, datasetId }, 'dataset build failed');
        await failDataset(app, customerId, datasetId, error);
      });
    }
  };
}

/** Datasets (spec 2 §3, §7): the routes, the builds as jobs and the hourly expiry sweep. */
export const datasetsModule: FastifyPluginAsync<DatasetBuildOptions> = async (app, options) => {
  defineDatasetJobs(app, options);
  app.factLoadEvents.onLoaded(buildQueuedAfterLoad(app, options));
  await app.register(datasetRoutes, options);
};
