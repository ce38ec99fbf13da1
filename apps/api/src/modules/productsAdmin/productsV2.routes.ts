import {
  idSchema,
  productAssortmentsBodySchema,
  productAttributeValuesBodySchema,
  productFinderAnswerSchema,
  productFinderQuerySchema,
  productParamsSchema,
  productsAdminPaths,
  productsCountSchema,
  productsSearchQuerySchema,
  productsV2AssociationsQuerySchema,
  productsV2AssociationsSchema,
  productsV2FilterBodySchema,
  productsV2PageSchema,
  productsV2QuerySchema,
  productTagsAnswerSchema,
  productTagsBodySchema,
  productV2UpdateSchema,
  catalogueProductSchema,
  productFieldSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productManagementGuard } from '../../access/accessGuards';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { setAssortments, setAttributeValues, tagProducts, updateProduct } from './productsAdmin.repository';
import {
  countProducts,
  findProductPages,
  listProductFields,
  productAssociations,
  searchProducts,
} from './productsLookup.repository';
import { listProductsV2, type ProductThumbnail } from './productsV2.repository';

const tags = ['products admin'];
const params = z.object({ customerId: idSchema });
const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const okSchema = z.object({ ok: z.literal(true) });

/** The scope guard has run; the customer of the path. */
export function customerOf(request: FastifyRequest): number {
  if (request.customerId === null) throw new HttpError(401, 'Authentication required');
  return request.customerId;
}

/**
 * The customer's products as the products admin and the finder use them. Every route is for system admins,
 * administrators and product managers (spec 3 §6); read-only users may read but not write.
 */
export const productsV2Routes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = productManagementGuard(app.db);
  /** The products' own packshots, signed for the customer's <img> as the widgets' product cells are. */
  const thumbnails =
    (customerId: number): ProductThumbnail =>
    (productId) =>
      app.hasDecorator('productImages') ? app.productImages.packshot(customerId, productId) : null;
  app.get(
    productsAdminPaths.productsV2,
    {
      preHandler,
      schema: {
        tags,
        summary: 'A page of the products admin table (productsv2)',
        description:
          'Paged, sorted and searched on the server. search matches part of the name, the brand or any GTIN, MPN ' +
          'or other code, case-insensitively. Names sort bytewise. matchStatus: MATCHED when every retailer of the ' +
          "product's assortment has an active product page of it, PARTIAL when some do, UNMATCHED when none does " +
          'or the product has no assortment. excludedByFilter: left out by the product selection.',
        params,
        querystring: productsV2QuerySchema,
        response: { 200: productsV2PageSchema, ...readErrors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      return listProductsV2(app.db, customerId, request.query, [], thumbnails(customerId));
    },
  );
  app.post(
    productsAdminPaths.productsV2,
    {
      preHandler,
      // Reads only: the filter sets travel in a body because they do not fit a query string.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'A page of products passing any of the filter sets',
        description:
          'A product passes a filter set when it passes every non-empty field of it (brands, tags, assortment ' +
          'retailers, match statuses, attribute values), and the body when it passes any set; no sets, every product.',
        params,
        body: productsV2FilterBodySchema,
        response: { 200: productsV2PageSchema, ...readErrors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      return listProductsV2(app.db, customerId, request.body, request.body.filterSets, thumbnails(customerId));
    },
  );
  app.get(
    productsAdminPaths.productsV2Associations,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Products carrying a brand, tag, attribute value or assortment retailer',
        description: 'elementValue is matched exactly; a plus sign in it must be sent encoded (%2B).',
        params,
        querystring: productsV2AssociationsQuerySchema,
        response: { 200: productsV2AssociationsSchema, ...readErrors },
      },
    },
    async (request) => ({
      elementType: request.query.elementType,
      elementValue: request.query.elementValue,
      productIds: await productAssociations(app.db, customerOf(request), request.query),
    }),
  );
  app.get(
    productsAdminPaths.productsCount,
    {
      preHandler,
      schema: {
        tags,
        summary: 'How many products the customer has',
        params,
        response: { 200: productsCountSchema, ...readErrors },
      },
    },
    async (request) => countProducts(app.db, customerOf(request)),
  );
  app.get(
    productsAdminPaths.products,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Products whose name, brand or codes contain search (first by name)',
        params,
        querystring: productsSearchQuerySchema,
        response: { 200: z.array(catalogueProductSchema), ...readErrors },
      },
    },
    async (request) => searchProducts(app.db, customerOf(request), request.query.search, request.query.limit),
  );
  app.get(
    productsAdminPaths.productFields,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Columns of the products table',
        params,
        response: { 200: z.array(productFieldSchema), ...readErrors },
      },
    },
    async (request) => listProductFields(app.db, customerOf(request)),
  );
  app.get(
    productsAdminPaths.productFinder,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Product pages at retailers found by code, shop product id, address or name',
        description:
          'search (at least 2 characters) is matched case-insensitively against the shop product id, the product ' +
          'page address and the product name, brand, GTINs, MPNs and other codes; one hit per product page.',
        params,
        querystring: productFinderQuerySchema,
        response: { 200: productFinderAnswerSchema, ...readErrors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      return findProductPages(app.db, customerId, request.query, thumbnails(customerId));
    },
  );

  app.patch(
    productsAdminPaths.productV2,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit a product (name, brand, codes)',
        params: productParamsSchema,
        body: productV2UpdateSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      await updateProduct(app.db, customerOf(request), request.params.productId, request.body);
      return { ok: true as const };
    },
  );
  app.put(
    productsAdminPaths.productV2Attributes,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Set attribute values of a product (null removes one)',
        params: productParamsSchema,
        body: productAttributeValuesBodySchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      await setAttributeValues(app.db, customerOf(request), request.params.productId, request.body);
      return { ok: true as const };
    },
  );
  app.put(
    productsAdminPaths.productV2Assortments,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Set the retailers a product is expected at',
        params: productParamsSchema,
        body: productAssortmentsBodySchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      await setAssortments(app.db, customerOf(request), request.params.productId, request.body.retailerIds);
      return { ok: true as const };
    },
  );
  app.post(
    productsAdminPaths.productsV2Tags,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add or remove tags on many products',
        params,
        body: productTagsBodySchema,
        response: { 200: productTagsAnswerSchema, ...writeErrors },
      },
    },
    async (request) => ({ changed: await tagProducts(app.db, customerOf(request), request.body) }),
  );
};
