import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  productIdsBodySchema,
  productListDeletedSchema,
  productListDetailSchema,
  productListInputSchema,
  productListMessages,
  productListParamsSchema,
  productListPatchSchema,
  productListPaths,
  productListProductsChangedSchema,
  productListSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productManagementGuard } from '../../access/accessGuards';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { nonMembers } from '../widgets';
import { PRODUCT_LISTS_DESCRIPTION } from './productListsDocs';
import { listViewerOf, listWithAccess } from './productListAccess';
import {
  addProducts,
  createList,
  customColumns,
  deleteList,
  listProducts,
  removeProducts,
  setProducts,
  unknownProducts,
  updateList,
  visibleList,
  visibleLists,
} from './productLists.repository';
import { uploadFilesOf } from './productListUploads.repository';
import { templateHeader } from './productRows';

const tags = ['product lists'];
const errors = errorResponses(400, 401, 403, 404, 422);

async function checkShares(db: Db, customerId: number, shares: { userId: number }[] | undefined) {
  if (!shares?.length) return;
  if (
    (
      await nonMembers(
        db,
        customerId,
        shares.map((share) => share.userId),
      )
    ).length > 0
  ) {
    throw new HttpError(422, `sharedWith: ${productListMessages.unknownUser}`, {
      sharedWith: productListMessages.unknownUser,
    });
  }
}

async function checkProducts(db: Db, customerId: number, ids: number[]) {
  if ((await unknownProducts(db, customerId, ids)).length > 0) {
    throw new HttpError(422, `productIds: ${productListMessages.unknownProduct}`, {
      productIds: productListMessages.unknownProduct,
    });
  }
}

/** Product lists of the active customer: read, create, change, delete, sharing and their products (spec 3 §7). */
export const productListRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const preHandler = productManagementGuard(app.db);
  const description = PRODUCT_LISTS_DESCRIPTION;

  app.get(
    productListPaths.productLists,
    {
      preHandler,
      schema: { tags, description, summary: 'Product lists', response: { 200: z.array(productListSchema), ...errors } },
    },
    async (request) => visibleLists(app.db, await listViewerOf(app.db, request)),
  );

  app.get(
    productListPaths.productList,
    {
      preHandler,
      schema: {
        tags,
        description,
        summary: 'A product list with its products, file columns and custom field counts',
        params: productListParamsSchema,
        response: { 200: productListDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await listViewerOf(app.db, request);
      const list = await listWithAccess(app.db, viewer, request.params.id, 'R');
      const columns = await customColumns(app.db, viewer.customerId);
      return {
        ...list,
        products: (await listProducts(app.db, viewer.customerId, list.id)).map((product) => ({
          ...product,
          // The product's packshot for <img>, signed as the widgets' and the products admin's pictures are.
          imageUrl: app.hasDecorator('productImages')
            ? app.productImages.packshot(viewer.customerId, product.id)
            : null,
        })),
        headers: templateHeader(
          list.type,
          columns.tagCategories,
          columns.attributes.map((attribute) => attribute.name),
        ),
        customFields: { tags: columns.tagCategories.length, attributes: columns.attributes.length },
      };
    },
  );

  app.post(
    productListPaths.create,
    {
      preHandler,
      schema: {
        tags,
        description,
        summary: 'Create a product list owned by the caller',
        body: productListInputSchema,
        response: { 201: productListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await listViewerOf(app.db, request);
      const { sharedWith, ...fields } = request.body;
      await checkShares(app.db, viewer.customerId, sharedWith);
      const id = await createList(app.db, viewer.customerId, viewer.userId, fields, sharedWith);
      const created = await visibleList(app.db, { ...viewer, manager: true }, id);
      return reply.code(201).send(created as NonNullable<typeof created>);
    },
  );

  app.patch(
    productListPaths.change,
    {
      preHandler,
      schema: {
        tags,
        description,
        summary: 'Change a product list (W); its sharing only by the owner',
        params: productListParamsSchema,
        body: productListPatchSchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await listViewerOf(app.db, request);
      const { sharedWith, ...fields } = request.body;
      const list = await listWithAccess(app.db, viewer, request.params.id, sharedWith ? 'O' : 'W');
      await checkShares(app.db, viewer.customerId, sharedWith);
      await updateList(app.db, list, fields, sharedWith);
      return (await visibleList(app.db, viewer, list.id)) as NonNullable<Awaited<ReturnType<typeof visibleList>>>;
    },
  );

  app.delete(
    productListPaths.change,
    {
      preHandler,
      schema: {
        tags,
        description,
        summary: 'Delete a product list (owner); its products stay in the catalogue',
        params: productListParamsSchema,
        response: { 200: productListDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await listViewerOf(app.db, request);
      const list = await listWithAccess(app.db, viewer, request.params.id, 'O');
      const files = await uploadFilesOf(app.db, viewer.customerId, list.id);
      await deleteList(app.db, viewer.customerId, list.id);
      // Files of uploads still waiting go with the list; a job that finds its upload gone does nothing.
      await Promise.all(files.map((file) => rm(path.join(dataDir, file), { force: true })));
      return { id: list.id };
    },
  );

  const productRoutes = [
    [productListPaths.addProduct, 'Add products to the list', addProducts],
    [productListPaths.removeProduct, 'Remove products from the list (they stay in the catalogue)', removeProducts],
    [productListPaths.updateProducts, 'Make the list exactly these products', setProducts],
  ] as const;
  for (const [path, summary, change] of productRoutes) {
    app.post(
      path,
      {
        preHandler,
        schema: {
          tags,
          description,
          summary,
          params: productListParamsSchema,
          body: productIdsBodySchema,
          response: { 200: productListProductsChangedSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await listViewerOf(app.db, request);
        const list = await listWithAccess(app.db, viewer, request.params.id, 'W');
        const ids = [...new Set(request.body.productIds)];
        if (change !== removeProducts) await checkProducts(app.db, viewer.customerId, ids);
        await change(app.db, viewer.customerId, list.id, ids);
        const changed = await visibleList(app.db, viewer, list.id);
        return { id: list.id, productCount: changed?.productCount ?? 0 };
      },
    );
  }
};
