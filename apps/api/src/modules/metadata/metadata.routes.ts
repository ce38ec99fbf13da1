import {
  aggregationFunctionInfoSchema,
  availableFiltersSchema,
  columnGroupListSchema,
  convertSellerFilterAnswerSchema,
  convertSellerFilterRequestSchema,
  dimensionSchema,
  filterDimensions,
  filterItemParamsSchema,
  filterItemSchema,
  idSchema,
  metricGroupSchema,
  metricGroups,
  metricSchema,
  operatorInfoSchema,
  tableColumnSchema,
  tableFieldSchema,
  tagCategorySchema,
  tagSchema,
  widgetMetadataPaths,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { retailerAccess } from '../../access/retailerAccess';
import { convertSellerIds, filterItems, usableItemCounts } from './filterItems.repository';
import { tagCategoryList, tagList, unavailableMetrics } from './metadata.repository';
import {
  aggregationFunctionList,
  columnGroupList,
  dimensionList,
  metricList,
  operatorList,
  tableColumnList,
  tableFieldList,
} from './metadataCatalogue';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['widget metadata'];
const params = z.object({ customerId: z.string() });

const SEGMENT_LABELS: Record<(typeof filterDimensions)[number], string> = {
  savedFilters: 'Saved filters',
  retailers: 'Retailers',
  brands: 'Brands',
  sellers: 'Sellers',
  countries: 'Countries',
  products: 'Products',
  tags: 'Tags',
  searchKeywords: 'Search keywords',
  searchCategories: 'Category pages',
  visibilityClusters: 'Visibility clusters',
  brandTypes: 'Brand types',
};

/** The guard has run: the caller is signed in and may use this customer. */
function callerOf(request: FastifyRequest) {
  if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
  return { customerId: request.customerId, user: request.user };
}

/** Catalogue calls of spec 2 §7 the widget editor, tables and filter bar read. */
export const metadataRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { onRequest: app.authenticate };
  app.get(
    widgetMetadataPaths.dimensions,
    {
      ...open,
      schema: {
        tags,
        summary: 'Dimensions a widget can split by',
        response: { 200: z.array(dimensionSchema), ...errors },
      },
    },
    async () => dimensionList(),
  );
  app.get(
    widgetMetadataPaths.aggregationFunctions,
    {
      ...open,
      schema: {
        tags,
        summary: 'Aggregation functions',
        response: { 200: z.array(aggregationFunctionInfoSchema), ...errors },
      },
    },
    async () => aggregationFunctionList(),
  );
  app.get(
    widgetMetadataPaths.operators,
    {
      ...open,
      schema: {
        tags,
        summary: 'Table-field condition operators by data type',
        response: { 200: z.array(operatorInfoSchema), ...errors },
      },
    },
    async () => operatorList(),
  );

  const scoped = (summary: string, response: z.ZodType, description?: string) => ({
    schema: { tags, summary, description, params, response: { 200: response, ...errors } },
  });
  app.get(widgetMetadataPaths.metrics, scoped('Every metric', z.array(metricSchema)), async () => metricList());
  app.get(
    widgetMetadataPaths.filteredMetrics,
    scoped(
      'Metrics that can have data for this customer',
      z.array(metricSchema),
      'Leaves out search metrics without tracked keywords, category rank without tracked category pages and MAP violations without any MAP price.',
    ),
    async (request) => {
      const missing = await unavailableMetrics(app.db, callerOf(request).customerId);
      return metricList().filter((metric) => !missing.has(metric.code as never));
    },
  );
  app.get(widgetMetadataPaths.metricGroups, scoped('Metric groups', z.array(metricGroupSchema)), async () =>
    metricGroups.map((group) => ({ ...group })),
  );
  app.get(
    widgetMetadataPaths.tableFields,
    scoped('Fields a data table can show', z.array(tableFieldSchema)),
    async () => tableFieldList(),
  );
  app.get(
    widgetMetadataPaths.tableColumns,
    scoped('Table columns (one per metric, id = metric id)', z.array(tableColumnSchema)),
    async () => tableColumnList(),
  );
  app.get(
    widgetMetadataPaths.columnGroups,
    scoped('Column groups (the metric groups)', columnGroupListSchema),
    async () => columnGroupList(),
  );
  app.get(widgetMetadataPaths.tagCategories, scoped('Tag categories', z.array(tagCategorySchema)), async (request) =>
    tagCategoryList(app.db, callerOf(request).customerId),
  );
  app.get(
    widgetMetadataPaths.tags,
    {
      schema: {
        tags,
        summary: 'Tags, optionally of one category',
        params,
        querystring: z.object({ categoryId: idSchema.optional() }),
        response: { 200: z.array(tagSchema), ...errors },
      },
    },
    async (request) => tagList(app.db, callerOf(request).customerId, request.query.categoryId),
  );
  app.get(
    widgetMetadataPaths.availableFilters,
    scoped('Filter segments offered to the caller, with their item counts', availableFiltersSchema),
    async (request) => {
      const { customerId, user } = callerOf(request);
      const access = await retailerAccess(app.db, user, customerId);
      const counts = await usableItemCounts(app.db, customerId, access, {
        userId: user.id,
        isSystemAdmin: user.isSystemAdmin,
      });
      const entries = filterDimensions.map(
        (segment) =>
          [
            segment,
            { label: SEGMENT_LABELS[segment], available: counts[segment] > 0, itemCount: counts[segment] },
          ] as const,
      );
      return Object.fromEntries(entries);
    },
  );
  app.get(
    widgetMetadataPaths.filterItems,
    {
      schema: {
        tags,
        summary: 'Items of a filter segment or of a tag category (by name or label)',
        params: filterItemParamsSchema,
        response: { 200: z.array(filterItemSchema), ...errors },
      },
    },
    async (request) => {
      const { customerId, user } = callerOf(request);
      const items = await filterItems(
        app.db,
        customerId,
        await retailerAccess(app.db, user, customerId),
        request.params.tagLabel,
        { userId: user.id, isSystemAdmin: user.isSystemAdmin },
      );
      if (!items)
        throw new HttpError(404, 'Unknown filter segment or tag category', {
          tagLabel: 'Unknown filter segment or tag category',
        });
      return items;
    },
  );
  app.post(
    widgetMetadataPaths.convertSellerFilter,
    {
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Seller ids for every retailer',
        description:
          'A seller is stored once per retailer; the answer holds the sellers of the same names at every retailer the customer tracks and the caller may see.',
        params,
        body: convertSellerFilterRequestSchema,
        response: { 200: convertSellerFilterAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, user } = callerOf(request);
      return {
        ids: await convertSellerIds(
          app.db,
          customerId,
          await retailerAccess(app.db, user, customerId),
          request.body.ids,
        ),
      };
    },
  );
};
