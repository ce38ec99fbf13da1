import {
  availableOptionListSchema,
  createSelectionFilterSchema,
  productCountRequestSchema,
  productCountSchema,
  productSelectionMessages,
  productSelectionPaths,
  searchCountQuerySchema,
  searchCountSchema,
  selectedRetailerListSchema,
  selectionFilterDeletedSchema,
  selectionFilterListSchema,
  selectionFilterSchema,
  selectionIdParamsSchema,
  selectionRetailerListSchema,
  selectionSearchQuerySchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { isCustomerAdmin } from '../../access/customerPrivileges';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import {
  availableBrands,
  availableCategories,
  countSelection,
  createSelectionFilter,
  deleteSelectionFilter,
  isTrackedRetailer,
  listSelectedRetailers,
  listSelectionFilters,
  listSelectionRetailers,
  searchCount,
} from './productSelection.repository';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['product selection'];

/**
 * The menu shows product selection for the 'admin' and 'no-custom-pricing' scopes (spec 3 §6); the server
 * asks the same: an administrator of the customer (custom pricing is not modelled, so every customer has
 * standard pricing), or a system admin.
 */
function selectionGuard(db: Db) {
  return async (request: FastifyRequest) => {
    if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
    if (request.user.isSystemAdmin) return;
    if (!(await isCustomerAdmin(db, request.customerId, request.user.id)))
      throw new HttpError(403, productSelectionMessages.adminsOnly);
  };
}

const customerOf = (request: FastifyRequest) => request.customerId as number;

const DESCRIPTION =
  'Per retailer, filters on brands, categories and tags decide which products are tracked there: a product is ' +
  'tracked at a retailer when it matches any of its filters (a filter matches when every non-empty list does); a ' +
  "retailer without filters tracks every product. Categories are the tags of the tag category named 'category'. " +
  'Widgets read only tracked product × retailer pairs.';

/** Product selection of the active customer (spec 3 §2.7, §4.5, §7). */
export const productSelectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = selectionGuard(app.db);
  const retailerOr400 = async (customerId: number, retailerId: number) => {
    if (!(await isTrackedRetailer(app.db, customerId, retailerId)))
      throw new HttpError(400, productSelectionMessages.unknownRetailer, {
        retailerId: productSelectionMessages.unknownRetailer,
      });
  };

  app.get(
    productSelectionPaths.retailers,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Retailers that can be selected',
        description: DESCRIPTION,
        response: { 200: selectionRetailerListSchema, ...errors },
      },
    },
    async (request) => listSelectionRetailers(app.db, customerOf(request)),
  );

  app.get(
    productSelectionPaths.selectedRetailers,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Retailers with at least one filter, with the products their filters keep (trackedCount)',
        response: { 200: selectedRetailerListSchema, ...errors },
      },
    },
    async (request) => listSelectedRetailers(app.db, customerOf(request)),
  );

  app.get(
    productSelectionPaths.filters,
    { preHandler, schema: { tags, summary: 'Saved filters', response: { 200: selectionFilterListSchema, ...errors } } },
    async (request) => listSelectionFilters(app.db, customerOf(request)),
  );

  app.post(
    productSelectionPaths.createFilter,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a filter for a retailer',
        description: 'At least one brand, category or tag (else 400 on brands); the retailer must be tracked.',
        body: createSelectionFilterSchema,
        response: { 200: selectionFilterSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      await retailerOr400(customerId, request.body.retailerId);
      return createSelectionFilter(app.db, customerId, request.body);
    },
  );

  app.delete(
    productSelectionPaths.deleteFilter,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a filter',
        params: selectionIdParamsSchema,
        response: { 200: selectionFilterDeletedSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteSelectionFilter(app.db, customerOf(request), request.params.id)))
        throw new HttpError(404, productSelectionMessages.unknownFilter);
      return { id: request.params.id };
    },
  );

  app.post(
    productSelectionPaths.productCount,
    {
      preHandler,
      // Counts what the screen is editing; nothing is written, so read-only administrators may count.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Count the products the given (unsaved) filters track',
        description:
          'retailerId counts one retailer, null every retailer of retailerIds. Counted are active products with an ' +
          'active product page at the retailer. totalCount: products tracked at one or more of them.',
        body: productCountRequestSchema,
        response: { 200: productCountSchema, ...errors },
      },
    },
    async (request) => countSelection(app.db, customerOf(request), request.body),
  );

  for (const [path, list, summary] of [
    [productSelectionPaths.availableCategories, availableCategories, 'Categories, with products at the retailer'],
    [productSelectionPaths.availableBrands, availableBrands, 'Brands, with products at the retailer'],
  ] as const) {
    app.get(
      path,
      {
        preHandler,
        schema: {
          tags,
          summary,
          description: 'Names containing searchQuery (case-insensitive), by name, at most 100.',
          params: selectionIdParamsSchema,
          querystring: selectionSearchQuerySchema,
          response: { 200: availableOptionListSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = customerOf(request);
        await retailerOr400(customerId, request.params.id);
        return list(app.db, customerId, request.params.id, request.query.searchQuery);
      },
    );
  }

  app.get(
    productSelectionPaths.searchCount,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Count active products whose name or brand contains searchQuery (at retailerId when given)',
        querystring: searchCountQuerySchema,
        response: { 200: searchCountSchema, ...errors },
      },
    },
    async (request) => ({
      count: await searchCount(app.db, customerOf(request), request.query.searchQuery, request.query.retailerId),
    }),
  );
};
