import type { FastifyPluginAsync } from 'fastify';
import { calculatedMetricCompareRoutes } from './calculatedMetricCompare.routes';
import { calculatedMetricRoutes } from './calculatedMetric.routes';
import { dccFixesRoutes } from './dccFixes.routes';

/** The customer's DCC versions: calculated metric DCC_SCORE (spec 2 §3, §4, §7). */
export const calculatedMetricModule: FastifyPluginAsync = async (app) => {
  await app.register(calculatedMetricRoutes);
  await app.register(calculatedMetricCompareRoutes);
  await app.register(dccFixesRoutes);
};
