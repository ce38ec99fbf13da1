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

/** The bytes never change under an address: browsers keep them for a year, or until a signed address expires. */
const cacheControl = (maxAgeSeconds = 31_536_000) => `private, max-age=${maxAgeSeconds}, immutable`;

function send(request: FastifyRequest, reply: FastifyReply, image: ServedImage, maxAgeSeconds?: number) {
  reply
    .header('cache-control', cacheControl(maxAgeSeconds))
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
              'Addresses come signed in customer-scoped answers and work for 24 to 48 hours (`expires`, a UTC day ' +
              'number, is signed too); another customer, product or query under the signature, or an expired ' +
              'address, is 403.',
            params: productImageParamsSchema,
            querystring: signedProductImageQuerySchema,
            response: { 200: imageAnswer, 304: z.null(), ...errorResponses(400, 403, 404) },
          },
        },
        async (request, reply) => {
          const { signature, expires, ...query } = request.query;
          const verdict = signer.verify({ ...request.params, ...query }, expires, signature);
          if (verdict === 'mismatch') throw new HttpError(403, productImageMessages.badSignature);
          if (verdict === 'expired') throw new HttpError(403, productImageMessages.addressExpired);
          const image = await files.image(request.params.customerId, request.params.productId, query);
          return send(request, reply, image, signer.secondsLeft(expires));
        },
      );
    });
  },
  { name: 'product-images', dependencies: ['db'] },
);
