import {
  notificationIdParamsSchema,
  notificationPaths,
  systemMessageInputSchema,
  systemMessageListSchema,
  systemMessageSchema,
  userSystemMessageListSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import {
  activeMessagesFor,
  createSystemMessage,
  dismissMessage,
  listSystemMessages,
  updateSystemMessage,
} from './systemMessages.repository';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['system messages'];

async function requireSystemAdmin(request: FastifyRequest) {
  if (!request.user?.isSystemAdmin) throw new HttpError(403, 'Only system administrators may manage system messages');
}

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return request.user.id;
}

/** System messages: managed by system admins, shown to every user after sign-in until dismissed. */
export const systemMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: [app.authenticate, requireSystemAdmin] };
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    notificationPaths.systemMessages,
    {
      ...admin,
      schema: { tags, summary: 'Every system message', response: { 200: systemMessageListSchema, ...errors } },
    },
    async () => listSystemMessages(app.db),
  );

  app.post(
    notificationPaths.systemMessages,
    {
      config: { idempotent: true },
      ...admin,
      schema: {
        tags,
        summary: 'Create a system message',
        description: 'Dates and times are UTC. Without an end the message shows until deactivated.',
        body: systemMessageInputSchema,
        response: { 201: systemMessageSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSystemMessage(app.db, request.body)),
  );

  app.put(
    notificationPaths.systemMessage,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit or deactivate (isActive false) a system message',
        params: notificationIdParamsSchema,
        body: systemMessageInputSchema,
        response: { 200: systemMessageSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateSystemMessage(app.db, request.params.id, request.body);
      if (!updated) throw new HttpError(404, 'System message not found');
      return updated;
    },
  );

  app.get(
    notificationPaths.userSystemMessages,
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's active after-login messages not yet dismissed",
        response: { 200: userSystemMessageListSchema, ...errors },
      },
    },
    async (request) => activeMessagesFor(app.db, userIdOf(request)),
  );

  app.post(
    notificationPaths.dismissUserSystemMessage,
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Dismiss a system message for the caller',
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await dismissMessage(app.db, userIdOf(request), request.params.id)))
        throw new HttpError(404, 'System message not found');
      return reply.code(204).send(null);
    },
  );
};
