import {
  createNotificationRequestSchema,
  createNotificationResponseSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationPaths,
  toggleIsReadRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import {
  createNotification,
  deleteNotifications,
  listNotifications,
  memberIds,
  type Owner,
  setRead,
} from './notifications.repository';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['notifications'];

/** The guard has run: the caller is signed in and may use this customer. */
function ownerOf(request: FastifyRequest): Owner {
  if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
  return { customerId: request.customerId, userId: request.user.id };
}

const notFound = () => new HttpError(404, 'Notification not found');

/** The caller's own notifications in the active customer: list, read toggles, deletes, operator sends. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    notificationPaths.notifications,
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first",
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.db, ownerOf(request)),
  );

  app.post(
    notificationPaths.notifications,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Notify users of the customer (system admins only)',
        description:
          'How operators notify users: to one member (`userId`) or, without it, every active member. ' +
          'Open notification streams receive it at once.',
        body: createNotificationRequestSchema,
        response: { 201: createNotificationResponseSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user?.isSystemAdmin) throw new HttpError(403, 'Only system administrators may send notifications');
      const { customerId } = ownerOf(request);
      const { userId, ...content } = request.body;
      const members = await memberIds(app.db, customerId);
      if (userId !== undefined && !members.includes(userId)) {
        throw new HttpError(422, 'The user is not an active member of this customer', { userId: 'Not a member' });
      }
      const recipients = userId === undefined ? members : [userId];
      for (const recipient of recipients) {
        await createNotification(app, { ...content, customerId, userId: recipient, fromUserId: request.user.id });
      }
      return reply.code(201).send({ created: recipients.length });
    },
  );

  app.patch(
    notificationPaths.toggleAllRead,
    {
      schema: {
        tags,
        summary: 'Mark all of the caller’s notifications read or unread',
        body: toggleIsReadRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setRead(app.db, ownerOf(request), request.body.isRead);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    notificationPaths.toggleRead,
    {
      schema: {
        tags,
        summary: 'Mark one notification read or unread',
        params: notificationIdParamsSchema.extend({ customerId: z.string() }),
        body: toggleIsReadRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if ((await setRead(app.db, ownerOf(request), request.body.isRead, request.params.id)) === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    notificationPaths.notifications,
    { schema: { tags, summary: 'Delete all of the caller’s notifications', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteNotifications(app.db, ownerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    notificationPaths.notification,
    {
      schema: {
        tags,
        summary: 'Delete one notification',
        params: notificationIdParamsSchema.extend({ customerId: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if ((await deleteNotifications(app.db, ownerOf(request), request.params.id)) === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
