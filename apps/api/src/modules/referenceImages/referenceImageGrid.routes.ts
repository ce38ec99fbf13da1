import {
  idSchema,
  referenceImageGridQuerySchema,
  referenceImageGridSchema,
  referenceImageGridsSchema,
  REFERENCE_IMAGE_UPLOAD_FIELDS as UPLOAD,
  referenceImageMessages,
  referenceImageUploadObjectSchema,
  referenceImagePaths,
  removeFromSetQuerySchema,
  updateReferenceImageGridSchema,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceImages } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { removeUnusedImageFiles } from './referenceImageFiles';
import { productGrid, updateGrid } from './referenceImageGrid.repository';
import { receiveUpload } from './receiveUpload';
import { requireProducts, saveProductReferenceImages } from './referenceImages.repository';
import { queueSimilarityChecks } from './similarityChecks';

const tags = ['reference images'];
const customerParams = z.object({ customerId: idSchema });

export interface GridRoutesOptions {
  store: FileStore;
  /** The image similarity module check every reference image route runs first. */
  preHandler: (request: FastifyRequest) => Promise<void>;
}

/**
 * The image-similarity grid of one product (spec 3 §2.2, §7): its sets as rows, each with the product's images
 * by position, changes to its cells, and taking one image out of a set. Registered inside the reference image routes.
 */
export const referenceImageGridRoutes: FastifyPluginAsyncZod<GridRoutesOptions> = async (
  app,
  { preHandler, store },
) => {
  app.get(
    referenceImagePaths.gridSets,
    {
      preHandler,
      schema: {
        tags,
        summary: "A product's image-similarity grid: its sets (the default first) with the product's images in each",
        params: customerParams,
        querystring: referenceImageGridQuerySchema,
        response: { 200: referenceImageGridSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      const { productId, setId } = request.query;
      await requireProducts(app.db, customerId, [productId]);
      return { sets: await productGrid(app.db, customerId, productId, setId) };
    },
  );

  app.post(
    referenceImagePaths.updateGrid,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Apply grid changes: copy images into cells, take them out of cells',
        description:
          'A list of changes (set_id, image_id, position, operation add or remove, product_id), all or nothing: ' +
          'removals first, then copies. A copy applies to every retailer of its set, so its cell must be empty ' +
          "(400), and its checks are 'in_progress' until the similarity job has run. Answers the touched products' grids.",
        params: customerParams,
        body: updateReferenceImageGridSchema,
        response: { 200: referenceImageGridsSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      const { added, removedFileKeys } = await updateGrid(app.db, customerId, request.body);
      await removeUnusedImageFiles(app.db, store, request.log, customerId, removedFileKeys);
      for (const [productId, imageIds] of added) await queueSimilarityChecks(app, { customerId, productId, imageIds });
      const productIds = [...new Set(request.body.map((change) => change.product_id))];
      return {
        products: await Promise.all(
          productIds.map(async (productId) => ({ productId, sets: await productGrid(app.db, customerId, productId) })),
        ),
      };
    },
  );

  app.post(
    referenceImagePaths.gridUpload,
    {
      preHandler,
      schema: {
        tags,
        summary: "Upload one image into a cell of a product's grid",
        description:
          `Multipart: the field \`${UPLOAD.object}\` (JSON: set_id, sequence, product_id) and one file part ` +
          `\`${UPLOAD.file}\` (JPEG, PNG, GIF, WebP or TIFF by content, at most 5 MB). The image applies to every ` +
          "retailer of the set, so the cell must be empty (400); its checks are 'in_progress' until the job has run. " +
          "Answers the product's grid.",
        consumes: ['multipart/form-data'],
        params: customerParams,
        response: { 200: referenceImageGridSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const customerId = request.customerId as number;
      const { object, files } = await receiveUpload(request, UPLOAD.object, referenceImageUploadObjectSchema);
      const unexpected = [...files.keys()].find((key) => key !== UPLOAD.file);
      if (unexpected !== undefined)
        throw new HttpError(400, referenceImageMessages.invalidPayload, { [unexpected]: `only \`${UPLOAD.file}\`` });
      const productId = object.product_id;
      const imageIds = await saveProductReferenceImages(
        app.db,
        store,
        customerId,
        {
          productId,
          setId: object.set_id,
          referenceImages: [{ id: UPLOAD.file, imageSequence: object.sequence, retailerIds: [] }],
        },
        files,
      );
      await queueSimilarityChecks(app, { customerId, productId, imageIds });
      return { sets: await productGrid(app.db, customerId, productId) };
    },
  );

  app.delete(
    referenceImagePaths.removeFromSet,
    {
      preHandler,
      schema: {
        tags,
        summary: "Take one of a product's images out of a set (its checks go with it)",
        params: customerParams,
        querystring: removeFromSetQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const customerId = request.customerId as number;
      const { productId, setId, imageId } = request.query;
      await requireProducts(app.db, customerId, [productId]);
      const deleted = await app.db
        .delete(referenceImages)
        .where(
          and(
            eq(referenceImages.customerId, customerId),
            eq(referenceImages.id, imageId),
            eq(referenceImages.productId, productId),
            eq(referenceImages.setId, setId),
          ),
        )
        .returning({ fileKey: referenceImages.fileKey });
      if (!deleted.length) throw new HttpError(422, referenceImageMessages.imageNotFound);
      await removeUnusedImageFiles(
        app.db,
        store,
        request.log,
        customerId,
        deleted.map((image) => image.fileKey),
      );
      return reply.code(204).send(null);
    },
  );
};
