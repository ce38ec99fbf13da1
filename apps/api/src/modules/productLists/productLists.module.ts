import type { FastifyPluginAsync } from 'fastify';
import { defineUploadJobs } from './productListJobs';
import { productListRoutes } from './productLists.routes';
import { productListUploadRoutes } from './productListUploads.routes';

/** Product lists (spec 3 §2.4, §4.2, §4.3, §7): the routes and the upload processing job. */
export const productListsModule: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  defineUploadJobs(app, dataDir);
  await app.register(productListRoutes, { dataDir });
  await app.register(productListUploadRoutes, { dataDir });
};
