import {
  NOTIFICATION_EVENT,
  notificationPaths,
  notificationStreamQuerySchema,
  notificationStreamTicketSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { STREAM_TICKET_TTL_SECONDS, StreamTickets } from './streamTickets';

/** A comment line every so often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The bearer token of a request the guard has already let through. */
function bearerOf(authorization: string | undefined): string {
  return authorization?.replace(/^bearer\s+/i, '') ?? '';
}

/**
 * Server-sent events of new notifications for the caller in one customer. EventSource cannot send
 * headers, and an access token in a URL ends up in request logs, proxies and browser history; so the
 * browser first POSTs for a single-use ticket (with its bearer token) and opens the stream with
 * `?ticket=`. The ticket is exchanged for the token it was issued with before the usual authentication
 * and customer guard run.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = new StreamTickets();
  // A plugin-level hook runs before the route's own onRequest hooks, where the guard authenticates;
  // this plugin holds the stream routes only, so no other route accepts a ticket.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== notificationPaths.notificationStream || request.headers.authorization) return;
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const customerId = Number((request.params as { customerId?: string }).customerId);
    const token = typeof ticket === 'string' ? tickets.redeem(ticket, customerId) : null;
    if (token) request.headers.authorization = `Bearer ${token}`;
  });

  app.post(
    notificationPaths.notificationStreamTicket,
    {
      schema: {
        tags: ['notifications'],
        summary: 'A single-use ticket that opens the notification stream',
        description:
          `Valid for ${STREAM_TICKET_TTL_SECONDS} s and one connection, for this customer only. Open ` +
          '`GET …/notifications/stream?ticket=<ticket>` with it; ask for a new one for every (re)connection.',
        response: { 200: notificationStreamTicketSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      if (request.customerId === null) throw new HttpError(401, 'Authentication required');
      const ticket = tickets.issue(bearerOf(request.headers.authorization), request.customerId);
      return { ticket, expiresInSeconds: STREAM_TICKET_TTL_SECONDS };
    },
  );

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
          'Authenticate with `ticket` from POST …/notifications/stream-ticket (EventSource cannot set headers; ' +
          'an access token never goes into the URL). An Authorization header works too.',
        querystring: notificationStreamQuerySchema,
        response: { ...errorResponses(401, 403) },
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
