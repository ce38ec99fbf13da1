import { NOTIFICATION_EVENT, apiErrorSchema, notificationPaths } from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/httpError';

/** A comment line every so often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events of new notifications for the caller in one customer. EventSource cannot send
 * headers, so this route alone accepts the access token as the `access_token` query parameter; it is
 * copied into the Authorization header before the usual authentication and customer guard run.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plugin-level hook runs before the route's own onRequest hooks, where the guard authenticates;
  // this plugin holds the stream route only, so no other route accepts a token in its URL.
  app.addHook('onRequest', async (request) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (!request.headers.authorization && typeof token === 'string') request.headers.authorization = `Bearer ${token}`;
  });
  const open = new Set<() => void>();
  // Closing the server ends open streams instead of waiting for the browsers to leave.
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });

  app.get(
    notificationPaths.notificationStream,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stream of new notifications (text/event-stream)',
        description:
          'Each new notification arrives as an event named `notification` whose data is the notification JSON. ' +
          'Pass the access token as `access_token` (EventSource cannot set headers).',
        querystring: z.object({ access_token: z.string().optional() }),
        response: { 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
      const { customerId } = request;
      const userId = request.user.id;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n: connected\n\n');
      const unsubscribe = app.notificationBus.subscribe(customerId, userId, (notification) => {
        raw.write(`event: ${NOTIFICATION_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      raw.on('close', end);
    },
  );
};
