import {
  idSchema,
  referenceImageGridQuerySchema,
  referenceImageGridSchema,
  referenceImageMessages,
  referenceImagePaths,
  removeFromSetQuerySchema,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceImages } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { listSets } from './referenceImageSets.repository';
import { productReferenceImages, requireProducts } from './referenceImages.repository';

const tags = ['reference images'];
const customerParams = z.object({ customerId: idSchema });

export interface GridRoutesOptions {
  /** The image similarity module check every reference image route runs first. */
  preHandler: (request: FastifyRequest) => Promise<void>;
}

/**
 * The image-similarity grid of one product (spec 3 §2.2, §7): its sets as rows, each with the product's images
 * by position, and taking one image out of a set. Registered inside the reference image routes.
 */
export const referenceImageGridRoutes: FastifyPluginAsyncZod<GridRoutesOptions> = async (app, { preHandler }) => {
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
      const sets = await listSets(app.db, customerId);
      if (setId !== undefined && !sets.some((set) => set.id === setId))
        throw new HttpError(404, referenceImageMessages.setNotFound);
      const [product] = await productReferenceImages(app.db, customerId, [productId]);
      return {
        sets: sets
          .filter((set) => setId === undefined || set.id === setId)
          .map((set) => ({
            id: set.id,
            name: set.name,
            isDefault: set.isDefault,
            retailerIds: set.retailers.map((retailer) => retailer.id),
            images: product!.referenceImages
              .filter((image) => image.setId === set.id)
              .map((image) => ({ id: image.id, productId, position: image.imageSequence, src: image.src }))
              .sort((a, b) => a.position - b.position || a.id - b.id),
          })),
      };
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
        .returning({ id: referenceImages.id });
      if (!deleted.length) throw new HttpError(422, referenceImageMessages.imageNotFound);
      return reply.code(204).send(null);
    },
  );
};
