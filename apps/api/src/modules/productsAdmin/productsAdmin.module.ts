import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsV2Routes } from './productsV2.routes';
import { taxonomyRoutes } from './taxonomy.routes';

/** The products admin and product finder: products, their tags, attribute columns and assortments. */
export const productsAdminModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(productsV2Routes);
  await app.register(taxonomyRoutes);
};
