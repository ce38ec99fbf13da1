import type { FastifyPluginAsync } from 'fastify';
import { retailerConfigurationRoutes } from './retailerConfiguration.routes';
import { retailersAdminRoutes } from './retailersAdmin.routes';

/** Retailers: the system admins' list (/admin/retailer/) and each customer's tracked retailers. */
export const retailersModule: FastifyPluginAsync = async (app) => {
  await app.register(retailersAdminRoutes);
  await app.register(retailerConfigurationRoutes);
};
