import {
  mappableProductsQuerySchema,
  mappableProductsSchema,
  mappingParamsSchema,
  mappingResultSchema,
  mapRetailerProductSchema,
  productMappingMessages,
  productMappingPaths,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { productManagementGuard } from '../../access/accessGuards';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { catalogueProduct, mappableProducts } from './productMapping.repository';
import { mapRetailerProduct, unmapRetailerProduct } from './productMapping.writes';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['product mapping'];
const customerOf = (request: FastifyRequest) => request.customerId as number;

/** Product mapping of the active customer (spec 3 §2.8, §7), for administrators and product managers. */
export const productMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = productManagementGuard(app.db);
  const productOr404 = async (customerId: number, id: number) => {
    const product = await catalogueProduct(app.db, customerId, id);
    if (!product) throw new HttpError(404, productMappingMessages.unknownProduct);
    return product;
  };

  app.get(
    productMappingPaths.mappableProducts,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Retailer products that could be this product, best suggestions first',
        description:
          "The product's own retailer products first, then unmapped ones and those mapped to other products (with " +
          'tag_id: to products carrying that tag), ranked by a shared GTIN, a shared MPN, then name likeness; at most ' +
          '100 besides its own. Names and codes are the page’s where read, else the mapped product’s.',
        params: mappingParamsSchema,
        querystring: mappableProductsQuerySchema,
        response: { 200: mappableProductsSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const product = await productOr404(customerId, request.params.id);
      return mappableProducts(app.db, product, customerId, request.query.tag_id);
    },
  );

  for (const [path, write, summary] of [
    [productMappingPaths.map, mapRetailerProduct, 'Map a retailer product (shop id at a retailer) to this product'],
    [productMappingPaths.unmap, unmapRetailerProduct, "Unmap this product's retailer product"],
  ] as const) {
    app.post(
      path,
      {
        preHandler,
        schema: {
          tags,
          summary,
          description:
            'The product keeps one retailer product per retailer: mapping another makes the current one unmapped. ' +
            'Facts move with the retailer product, so widgets attribute its history to the product it is mapped to; ' +
            'an unmapped one’s facts are kept aside until it is mapped again.',
          params: mappingParamsSchema,
          body: mapRetailerProductSchema,
          response: { 200: mappingResultSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = customerOf(request);
        await productOr404(customerId, request.params.id);
        return write(app, { customerId, productId: request.params.id, ...request.body });
      },
    );
  }
};
