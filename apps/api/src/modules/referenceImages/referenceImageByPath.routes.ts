import { referenceImageByPathQuerySchema, referenceImageMessages, referenceImagePaths } from '@shelfsight/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomerAccess } from '../../access/customerScope';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { requireSimilarityModule } from './referenceImageSets.repository';
import { referenceImageFile } from './referenceImages.repository';

/** Answers the stored picture of one of the customer's reference images, or 404. */
export async function sendReferenceImageFile(
  db: Db,
  store: FileStore,
  reply: FastifyReply,
  customerId: number,
  imageId: number,
) {
  const file = await referenceImageFile(db, customerId, imageId);
  const body = file && (await store.get(file.fileKey));
  if (!file || !body) throw new HttpError(404, referenceImageMessages.imageNotFound);
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, max-age=3600')
    .send(body);
}

/**
 * `GET /api/get-product-reference-image?path` (spec 3 §7): a reference image's picture by its source. The path is
 * outside the customer scope, so the scope guard's rule runs here on the customer the source names: members of
 * that customer and system admins only (403 otherwise), and the customer needs the image similarity module.
 */
export const referenceImageByPathRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  app.get(
    referenceImagePaths.imageByPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reference images'],
        summary: 'The stored picture of a reference image, by its src',
        querystring: referenceImageByPathQuerySchema,
        response: { 200: z.any().describe('The image bytes as uploaded'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required');
      const { customerId, imageId } = request.query.path;
      await requireCustomerAccess(app.db, user, customerId);
      await requireSimilarityModule(app.db, customerId);
      return sendReferenceImageFile(app.db, store, reply, customerId, imageId);
    },
  );
};
