import fastifyMultipart from '@fastify/multipart';
import {
  createReferenceImageSetSchema,
  deleteProductReferenceImageQuerySchema,
  idSchema,
  productReferenceImagesListSchema,
  productReferenceImagesObjectSchema,
  productReferenceImagesQuerySchema,
  productReferenceImagesSchema,
  referenceImageFileParamsSchema,
  referenceImageMessages,
  referenceImagePaths,
  referenceImageRetailerListSchema,
  referenceImageSetListSchema,
  referenceImageSetParamsSchema,
  referenceImageSetSchema,
  updateReferenceImageSetSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { createFeaturePool } from '../imageSimilarity';
import { removeUnusedImageFiles } from './referenceImageFiles';
import {
  createSet,
  deleteSet,
  listSets,
  requireSimilarityModule,
  setOfRetailers,
  trackedRetailers,
  updateSet,
} from './referenceImageSets.repository';
import {
  deleteProductReferenceImage,
  productReferenceImages,
  requireProducts,
  saveProductReferenceImages,
} from './referenceImages.repository';
import { recheckAfterLoad } from './recheckAfterLoad';
import { referenceImageByPathRoutes, sendReferenceImageFile } from './referenceImageByPath.routes';
import { referenceImageGridRoutes } from './referenceImageGrid.routes';
import {
  queueSimilarityChecks,
  REFERENCE_IMAGE_SIMILARITY_JOB,
  runSimilarityChecks,
  type SimilarityCheckJob,
} from './similarityChecks';
import { receiveUpload } from './receiveUpload';

const tags = ['reference images'];
const customerParams = z.object({ customerId: idSchema });
const OBJECT_FIELD = 'productReferenceImagesObject';

export interface ReferenceImagesOptions {
  store: FileStore;
}

/**
 * Reference image sets and the products' reference images (spec 3 §2.2, §2.3, §7). Every route needs the
 * customer's image similarity module ('Module not enabled' otherwise); writes are refused to read-only users
 * by the read-only guard.
 */
export const referenceImagesRoutes: FastifyPluginAsyncZod<ReferenceImagesOptions> = async (app, { store }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  // Threads start with the first check and end when idle.
  const featurePool = createFeaturePool();
  app.addHook('onClose', () => featurePool.close());
  app.jobs.define<SimilarityCheckJob>({
    name: REFERENCE_IMAGE_SIMILARITY_JOB,
    handler: (job) => runSimilarityChecks(app.db, store, featurePool, job),
    // Each try redoes the whole product: a few minutes cover many retailers.
    expireInSeconds: 900,
  });
  // A load may bring retailers' new images: their reference images are compared again.
  app.factLoadEvents.onLoaded((customerId) => recheckAfterLoad(app, customerId));
  const preHandler = async (request: FastifyRequest) => requireSimilarityModule(app.db, request.customerId as number);
  const errors = errorResponses(400, 401, 403, 404);
  await app.register(referenceImageGridRoutes, { preHandler, store });
  await app.register(referenceImageByPathRoutes, { store });

  app.get(
    referenceImagePaths.customerSets,
    {
      preHandler,
      schema: {
        tags,
        summary: "The customer's reference image sets, the default set first",
        params: customerParams,
        response: { 200: referenceImageSetListSchema, ...errors },
      },
    },
    async (request) => ({ sets: await listSets(app.db, request.customerId as number) }),
  );

  app.get(
    referenceImagePaths.retailers,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Tracked retailers with their image similarity module and the set each is in (null: the default set)',
        params: customerParams,
        response: { 200: referenceImageRetailerListSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      const sets = await listSets(app.db, customerId);
      const defaultId = sets[0]!.id;
      const setOf = await setOfRetailers(app.db, customerId);
      return {
        retailers: [...(await trackedRetailers(app.db, customerId)).values()].map((retailer) => {
          const setId = setOf.get(retailer.id) ?? defaultId;
          return { ...retailer, setId: setId === defaultId ? null : setId };
        }),
      };
    },
  );

  app.post(
    referenceImagePaths.createSet,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a reference image set',
        description: "A retailer already in another set is refused (409): 'Retailer already used by another set'.",
        params: customerParams,
        body: createReferenceImageSetSchema,
        response: { 201: referenceImageSetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSet(app.db, request.customerId as number, request.body)),
  );

  app.patch(
    referenceImagePaths.set,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename a set or change its retailers',
        params: referenceImageSetParamsSchema,
        body: updateReferenceImageSetSchema,
        response: { 200: referenceImageSetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateSet(app.db, request.customerId as number, request.params.setId, request.body),
  );

  app.delete(
    referenceImagePaths.set,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a set with all its images across all products (not the default set)',
        params: referenceImageSetParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customerId = request.customerId as number;
      const fileKeys = await deleteSet(app.db, customerId, request.params.setId);
      await removeUnusedImageFiles(app.db, store, request.log, customerId, fileKeys);
      return reply.code(204).send(null);
    },
  );

  app.get(
    referenceImagePaths.products,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The reference images of products',
        params: customerParams,
        querystring: productReferenceImagesQuerySchema,
        response: { 200: productReferenceImagesListSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      await requireProducts(app.db, customerId, request.query.productIds);
      return { products: await productReferenceImages(app.db, customerId, request.query.productIds) };
    },
  );

  app.post(
    referenceImagePaths.productImages,
    {
      preHandler,
      schema: {
        tags,
        summary: "Save a product's reference images",
        description:
          `Multipart: the field \`${OBJECT_FIELD}\` (JSON: productId, optional setId, referenceImages with id, ` +
          'imageSequence, retailerIds) and one file part per new image, named by its id. Files: JPEG, PNG, GIF, ' +
          'WebP or TIFF by content, at most 5 MB, 50 to 10000 pixels a side. Answers the product with its images; ' +
          "the saved images' checks are 'in_progress' until the similarity job has compared each retailer's image.",
        consumes: ['multipart/form-data'],
        params: customerParams,
        response: { 200: productReferenceImagesSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      const { object, files } = await receiveUpload(request, OBJECT_FIELD, productReferenceImagesObjectSchema);
      const ids = await saveProductReferenceImages(app.db, store, customerId, object, files);
      await queueSimilarityChecks(app, { customerId, productId: object.productId, imageIds: ids });
      const [product] = await productReferenceImages(app.db, customerId, [object.productId]);
      return product!;
    },
  );

  app.delete(
    referenceImagePaths.productImages,
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete a product's reference image: the one at imageSequence applied to exactly retailerIds",
        params: customerParams,
        querystring: deleteProductReferenceImageQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const customerId = request.customerId as number;
      const fileKey = await deleteProductReferenceImage(app.db, customerId, request.query);
      if (fileKey === null) throw new HttpError(422, referenceImageMessages.imageNotFound);
      await removeUnusedImageFiles(app.db, store, request.log, customerId, [fileKey]);
      return reply.code(204).send(null);
    },
  );

  app.get(
    referenceImagePaths.imageFile,
    {
      preHandler,
      schema: {
        tags,
        summary: 'The stored picture of a reference image',
        params: referenceImageFileParamsSchema,
        response: { 200: z.any().describe('The image bytes as uploaded'), ...errors },
      },
    },
    async (request, reply) =>
      sendReferenceImageFile(app.db, store, reply, request.customerId as number, request.params.imageId),
  );
};
