import type { FastifyPluginAsync } from 'fastify';
import type { FileStore } from '../../lib/fileStore';
import { retailerConfigurationRoutes } from './retailerConfiguration.routes';
import { retailerLogoRoutes } from './retailerLogo.routes';
import { retailersAdminRoutes } from './retailersAdmin.routes';

/** Retailers: the system admins' list (/admin/retailer/) and each customer's tracked retailers. */
export const retailersModule: FastifyPluginAsync<{ store: FileStore }> = async (app, { store }) => {
  await app.register(retailersAdminRoutes);
  await app.register(retailerLogoRoutes, { store });
  await app.register(retailerConfigurationRoutes);
};
