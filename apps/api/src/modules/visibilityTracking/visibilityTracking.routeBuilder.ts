import {
  type CustomerRetailer,
  trackingRetailerParamsSchema,
  visibilityTrackingMessages as messages,
} from '@shelfsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { productManagementGuard } from '../../access/accessGuards';
import { retailerAccess } from '../../access/retailerAccess';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { listCustomerRetailers } from '../catalogue';

export const errors = errorResponses(400, 401, 403, 404);
export const tags = ['visibility tracking'];

/** The retailers the signed-in user may see at the active customer, with settings and limits. */
export async function visibleRetailers(request: FastifyRequest): Promise<CustomerRetailer[]> {
  const user = request.user as { id: number; isSystemAdmin: boolean };
  const customerId = request.customerId as number;
  return listCustomerRetailers(
    request.server.db,
    customerId,
    await retailerAccess(request.server.db, user, customerId),
  );
}

/** The retailer of the path (`?id=` of the screen); 404 when the customer does not track it or the user may not see it. */
async function retailerOf(request: FastifyRequest, id: number): Promise<CustomerRetailer> {
  const retailer = (await visibleRetailers(request)).find((candidate) => candidate.id === id);
  if (!retailer) throw new HttpError(404, messages.unknownRetailer);
  return retailer;
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One route under a retailer of the customer (`…/retailer/{id}/…`). */
export interface RetailerRoute<Body extends z.ZodType, Reply extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  description?: string;
  /**
   * `write`: system admins, administrators and product managers only, since every entity uses up the retailer's
   * paid allowance; `read`: every member, read-only ones too (also for a read through POST).
   */
  access: 'read' | 'write';
  body?: Body;
  reply: Reply;
  /** The answer, given the customer, the retailer of the path (already checked) and the parsed body. */
  handle: (call: { customerId: number; retailer: CustomerRetailer; body: z.output<Body> }) => Promise<z.input<Reply>>;
}

/**
 * Registers routes of one retailer: the retailer params, the tags, the error answers, the access guard and the
 * retailer lookup are the same for all of them, so only what differs is written per route.
 */
export function retailerRouteBuilder(app: App) {
  const writers = productManagementGuard(app.db);
  return <Body extends z.ZodType = z.ZodUndefined, Reply extends z.ZodType = z.ZodType>(
    route: RetailerRoute<Body, Reply>,
  ) => {
    // Typed by RetailerRoute rather than by the type provider, which cannot resolve a schema that is a type parameter;
    // the zod schemas still validate the request and serialize the answer.
    (app as FastifyInstance).route({
      method: route.method,
      url: route.path,
      ...(route.access === 'write' ? { preHandler: writers } : {}),
      ...(route.access === 'read' && route.method === 'POST' ? { config: { readOnlyAllowed: true } } : {}),
      schema: {
        tags,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        params: trackingRetailerParamsSchema,
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.reply, ...errors },
      },
      handler: async (request) =>
        route.handle({
          customerId: request.customerId as number,
          retailer: await retailerOf(request, (request.params as z.output<typeof trackingRetailerParamsSchema>).id),
          body: request.body as z.output<Body>,
        }),
    });
  };
}
