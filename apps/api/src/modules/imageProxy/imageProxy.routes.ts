import rateLimit from '@fastify/rate-limit';
import { accessToolPaths, IMAGE_PROXY_LIMITS, rateLimitMessage, rerouteCurlQuerySchema } from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AddressPolicy, publicAddressesOnly } from '../../lib/addressPolicy';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { fetchImage } from './fetchImage';

export interface ImageProxyOptions {
  /** Which resolved addresses may be fetched; the default allows public unicast only. */
  addressPolicy?: AddressPolicy;
  /** Requests a client address may make a minute; beyond that 429 with Retry-After. */
  perMinute?: number;
}

const DEFAULT_PER_MINUTE = 120;

/**
 * GET /api/reroute-curl/?url= — the fallback source of images that fail to load in the browser
 * (spec 1 §7). Open without a session, because <img> cannot send the bearer token.
 */
export const imageProxyRoutes: FastifyPluginAsyncZod<ImageProxyOptions> = async (app, { addressPolicy, perMinute }) => {
  const policy = addressPolicy ?? publicAddressesOnly;
  const max = perMinute ?? DEFAULT_PER_MINUTE;
  // Registered here unless the app already did it globally; the route opts in through `config.rateLimit`.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  app.get(
    accessToolPaths.rerouteCurl,
    {
      // Open without a session, so each client address (request.ip, behind TRUST_PROXY) gets its own budget.
      config: {
        rateLimit: {
          max,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, { ttl }) => new HttpError(429, rateLimitMessage(Math.ceil(ttl / 1000))),
        },
      },
      schema: {
        tags: ['images'],
        summary: 'Fetch a public image on behalf of the browser',
        description:
          'Only http(s). Every A/AAAA answer of the host, and of each redirect target (at most 3), must be a ' +
          'public address: private, loopback, link-local (metadata), CGNAT, multicast and reserved ranges are ' +
          'refused (403). At most 10 MB (413) and 5 s (504); a non-image answer is 415. No cookies are forwarded. ' +
          `Limited per client address (${max} a minute by default config; 429 with Retry-After).`,
        querystring: rerouteCurlQuerySchema,
        response: {
          200: z.any().describe('The image bytes, with the upstream image/* content type'),
          ...errorResponses(400, 403, 413, 415, 429, 502, 504),
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
