import {
  productImageMessages,
  productImageParamsSchema,
  productImagePaths,
  productImageQuerySchema,
  signedProductImageQuerySchema,
} from '@shelfsight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { retailerAccess } from '../../access/retailerAccess';
import { errorResponses } from '../../lib/errorResponses';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { type ImageSigner, imageSigner } from './imageSignature';
import { productImageFiles, type ServedImage } from './productImageFiles';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs product image addresses for <img>; only answers to customer-scoped requests may carry them. */
    productImages: ImageSigner;
  }
}

export interface ProductImagesOptions {
  store: FileStore;
  /** The secret the signing key is derived from (the token secret). */
  secret: string;
}

/** The address is part of the signature and the bytes never change under it: browsers keep them for a year. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

function send(request: FastifyRequest, reply: FastifyReply, image: ServedImage) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', image.etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.header('content-type', image.contentType).send(image.body);
}

const imageAnswer = z
  .any()
  .describe('The image bytes: image/png, image/jpeg (a re-encoded copy) or image/webp (thumbnails)');

/**
 * Product images (see README): `image` for signed-in API callers under the customer-scope guard, `signedImage`
 * for <img> on an address signed in a customer-scoped answer.
 */
export const productImagesModule = fp<ProductImagesOptions>(
  async (app, { store, secret }) => {
    const files = productImageFiles(app.db, store);
    const signer = imageSigner(secret);
    app.decorate('productImages', signer);

    await app.register(async (routes) => {
      const typed = routes.withTypeProvider<ZodTypeProvider>();
      typed.get(
        productImagePaths.image,
        {
          schema: {
            tags: ['images'],
            summary: "A product's image or a retailer's copy of it",
            description:
              'Without retailerId the product’s own packshot, else the retailer’s copy at that carousel position ' +
              'and page edition; size thumb is a WebP within 160 px. Made on first request and kept. 404 for a ' +
              'product or retailer the customer does not have, 403 for a retailer the user may not see.',
            params: productImageParamsSchema,
            querystring: productImageQuerySchema,
            response: { 200: imageAnswer, 304: z.null(), ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request, reply) => {
          const { customerId, productId } = request.params;
          const { retailerId } = request.query;
          if (retailerId !== undefined && request.user) {
            const access = await retailerAccess(app.db, request.user, customerId);
            if (!access.all && !access.retailerIds.includes(retailerId))
              throw new HttpError(403, productImageMessages.retailerNotVisible);
          }
          return send(request, reply, await files.image(customerId, productId, request.query));
        },
      );

      typed.get(
        productImagePaths.signedImage,
        {
          schema: {
            tags: ['images'],
            summary: 'A product image for <img>, by signed address',
            description:
              'The same images as the customer-scoped route, without a session: <img> cannot send the token. ' +
              'Addresses come signed in customer-scoped answers; another customer, product or query under the ' +
              'signature is 403.',
            params: productImageParamsSchema,
            querystring: signedProductImageQuerySchema,
            response: { 200: imageAnswer, 304: z.null(), ...errorResponses(400, 403, 404) },
          },
        },
        async (request, reply) => {
          const { signature, ...query } = request.query;
          if (!signer.verify({ ...request.params, ...query }, signature)) {
            throw new HttpError(403, productImageMessages.badSignature);
          }
          return send(request, reply, await files.image(request.params.customerId, request.params.productId, query));
        },
      );
    });
  },
  { name: 'product-images', dependencies: ['db'] },
);
