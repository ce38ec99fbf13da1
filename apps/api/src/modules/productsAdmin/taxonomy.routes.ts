import {
  attributeParamsSchema,
  deletedSchema,
  idSchema,
  productAttributeColumnBodySchema,
  productAttributeColumnSchema,
  productsAdminPaths,
  tagBodySchema,
  tagCategoryBodySchema,
  tagCategoryParamsSchema,
  tagCategorySchema,
  tagParamsSchema,
  tagSchema,
  tagUpdateSchema,
  widgetMetadataPaths,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productManagementGuard } from '../../access/accessGuards';
import { errorResponses } from '../../lib/errorResponses';
import {
  createAttribute,
  createTag,
  createTagCategory,
  deleteAttribute,
  deleteTag,
  deleteTagCategory,
  updateAttribute,
  updateTag,
  updateTagCategory,
} from './productsAdmin.repository';
import { listAttributeColumns } from './productsLookup.repository';
import { customerOf } from './productsV2.routes';

const tags = ['products admin'];
const params = z.object({ customerId: idSchema });
const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const deleted = { deleted: true as const };

/**
 * Tag categories, tags and attribute columns of the customer's products. Reading tags and tag categories is the
 * metadata module's (every member may filter by them); changing them is for product management (spec 3 §6).
 */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = productManagementGuard(app.db);
  const column = async (customerId: number, id: number) =>
    (await listAttributeColumns(app.db, customerId)).find((entry) => entry.id === id)!;

  app.get(
    productsAdminPaths.productAttributeColumns,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Attribute columns (productAttributeColumns)',
        params,
        response: { 200: z.array(productAttributeColumnSchema), ...readErrors },
      },
    },
    async (request) => listAttributeColumns(app.db, customerOf(request)),
  );
  app.post(
    productsAdminPaths.productAttributeColumns,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an attribute column',
        params,
        body: productAttributeColumnBodySchema,
        response: { 201: productAttributeColumnSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const customerId = customerOf(request);
      const id = await createAttribute(app.db, customerId, request.body.name, request.body.dataType);
      return reply.code(201).send(await column(customerId, id));
    },
  );
  app.patch(
    productsAdminPaths.productAttributeColumn,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename an attribute column or change its type',
        params: attributeParamsSchema,
        body: productAttributeColumnBodySchema,
        response: { 200: productAttributeColumnSchema, ...writeErrors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      await updateAttribute(app.db, customerId, request.params.attributeId, request.body.name, request.body.dataType);
      return column(customerId, request.params.attributeId);
    },
  );
  app.delete(
    productsAdminPaths.productAttributeColumn,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove an attribute column and its values',
        params: attributeParamsSchema,
        response: { 200: deletedSchema, ...writeErrors },
      },
    },
    async (request) => {
      await deleteAttribute(app.db, customerOf(request), request.params.attributeId);
      return deleted;
    },
  );

  app.post(
    widgetMetadataPaths.tagCategories,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a tag category',
        params,
        body: tagCategoryBodySchema,
        response: { 201: tagCategorySchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTagCategory(app.db, customerOf(request), request.body.name, request.body.label)),
  );
  app.patch(
    productsAdminPaths.tagCategory,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename a tag category',
        params: tagCategoryParamsSchema,
        body: tagCategoryBodySchema,
        response: { 200: tagCategorySchema, ...writeErrors },
      },
    },
    async (request) =>
      updateTagCategory(app.db, customerOf(request), request.params.categoryId, request.body.name, request.body.label),
  );
  app.delete(
    productsAdminPaths.tagCategory,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a tag category with its tags',
        params: tagCategoryParamsSchema,
        response: { 200: deletedSchema, ...writeErrors },
      },
    },
    async (request) => {
      await deleteTagCategory(app.db, customerOf(request), request.params.categoryId);
      return deleted;
    },
  );

  app.post(
    widgetMetadataPaths.tags,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a tag to a category',
        params,
        body: tagBodySchema,
        response: { 201: tagSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTag(app.db, customerOf(request), request.body.categoryId, request.body.value)),
  );
  app.patch(
    productsAdminPaths.tag,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename a tag',
        params: tagParamsSchema,
        body: tagUpdateSchema,
        response: { 200: tagSchema, ...writeErrors },
      },
    },
    async (request) => updateTag(app.db, customerOf(request), request.params.tagId, request.body.value),
  );
  app.delete(
    productsAdminPaths.tag,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a tag from every product',
        params: tagParamsSchema,
        response: { 200: deletedSchema, ...writeErrors },
      },
    },
    async (request) => {
      await deleteTag(app.db, customerOf(request), request.params.tagId);
      return deleted;
    },
  );
};
