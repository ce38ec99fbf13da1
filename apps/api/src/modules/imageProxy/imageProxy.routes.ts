import { accessToolPaths, IMAGE_PROXY_LIMITS, rerouteCurlQuerySchema } from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AddressPolicy, publicAddressesOnly } from '../../lib/addressPolicy';
import { errorResponses } from '../../lib/errorResponses';
import { fetchImage } from './fetchImage';

export interface ImageProxyOptions {
  /** Which resolved addresses may be fetched; the default allows public unicast only. */
  addressPolicy?: AddressPolicy;
}

/**
 * GET /api/reroute-curl/?url= — the fallback source of images that fail to load in the browser
 * (spec 1 §7). Open without a session, because <img> cannot send the bearer token.
 */
export const imageProxyRoutes: FastifyPluginAsyncZod<ImageProxyOptions> = async (app, { addressPolicy }) => {
  const policy = addressPolicy ?? publicAddressesOnly;
  app.get(
    accessToolPaths.rerouteCurl,
    {
      schema: {
        tags: ['images'],
        summary: 'Fetch a public image on behalf of the browser',
        description:
          'Only http(s). Every A/AAAA answer of the host, and of each redirect target (at most 3), must be a ' +
          'public address: private, loopback, link-local (metadata), CGNAT, multicast and reserved ranges are ' +
          'refused (403). At most 10 MB (413) and 5 s (504); a non-image answer is 415. No cookies are forwarded.',
        querystring: rerouteCurlQuerySchema,
        response: {
          200: z.any().describe('The image bytes, with the upstream image/* content type'),
          ...errorResponses(400, 403, 413, 415, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const image = await fetchImage(request.query.url, { policy, ...IMAGE_PROXY_LIMITS });
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.body);
    },
  );
};
