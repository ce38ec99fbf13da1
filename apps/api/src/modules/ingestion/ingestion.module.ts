import type { FastifyPluginAsync } from 'fastify';
import { ingestionRoutes } from './ingestion.routes';

/** Market data ingestion: the bulk API and the data-set upload, with job progress. */
export const ingestionModule: FastifyPluginAsync<{ workDir: string }> = async (app, options) => {
  await app.register(ingestionRoutes, options);
};
