import {
  accessToolPaths,
  createDeepLinkRequestSchema,
  createDeepLinkResponseSchema,
  decodeDeepLinkHash,
  deepLinkOutcomeMessages,
  deepLinkParamsSchema,
  deepLinkSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { usableCustomer } from '../../access/customerAccess.repository';
import { deepLinkEntityTypes } from './deepLinkTypes';
import { findDeepLink, insertDeepLink, membersAmong, newDeepLinkKey } from './deepLinks.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const errors = errorResponses(400, 401, 403, 404);

/** Shareable links to entities (spec 1 §3–§5). Entity types plug in through deepLinkEntityTypes. */
export const deepLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    accessToolPaths.createDeepLink,
    {
      config: { idempotent: true },
      schema: {
        tags: ['deep links'],
        summary: 'Create a deep link to an entity of this customer',
        description:
          'Answers the hash `key.customerId`. Without sharedWithUserIds the link is open to every member of ' +
          'the customer; with them, only to those members and the owner.',
        security: [{ bearerAuth: [] }],
        body: createDeepLinkRequestSchema,
        response: { 201: createDeepLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = request.customerId ?? 0;
      const { entityType, entityId, sharedWithUserIds = [], expiresInDays } = request.body;
      const problem = deepLinkEntityTypes[entityType].validate(entityId);
      if (problem) throw new HttpError(400, 'Invalid body: entityId', { entityId: problem });
      const members = await membersAmong(app.db, customerId, sharedWithUserIds);
      if (sharedWithUserIds.some((id) => !members.has(id))) {
        throw new HttpError(400, 'Invalid body: sharedWithUserIds', {
          sharedWithUserIds: 'Only members of this customer',
        });
      }
      const key = newDeepLinkKey();
      const resolved = await deepLinkEntityTypes[entityType].resolve({
        db: app.db,
        customerId,
        entityId,
        userId: request.user?.id ?? 0,
        isSystemAdmin: request.user?.isSystemAdmin ?? false,
      });
      await insertDeepLink(app.db, {
        customerId,
        key,
        entityType,
        entityId,
        redirectLink: resolved.redirectLink,
        ownerUserId: request.user?.id ?? 0,
        sharedWithUserIds: [...new Set(sharedWithUserIds)],
        expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null,
      });
      return reply.code(201).send({ hash: `${key}.${customerId}` });
    },
  );

  app.get(
    accessToolPaths.deepLink,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['deep links'],
        summary: 'Open a deep link by its hash',
        description:
          '400 invalid hash; 403 when the customer of the hash is not one the user may work in; 404 when the ' +
          'link or its target is gone. Expired links and links neither owned by nor shared with the user ' +
          'answer their flags with redirectLink withheld (null). A link to a dashboard page the user may not ' +
          'open answers dashboardAccess false with the owner (id and name) to ask, and nothing else of it.',
        security: [{ bearerAuth: [] }],
        params: deepLinkParamsSchema,
        response: { 200: deepLinkSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required');
      const decoded = decodeDeepLinkHash(request.params.hashKey);
      if (!decoded) {
        throw new HttpError(400, deepLinkOutcomeMessages.invalid_hash, {
          hashKey: deepLinkOutcomeMessages.invalid_hash,
        });
      }
      if (!(await usableCustomer(app.db, user, decoded.customerId))) {
        throw new HttpError(403, deepLinkOutcomeMessages.invalid_customer);
      }
      const row = await findDeepLink(app.db, decoded.customerId, decoded.key);
      if (!row) throw new HttpError(404, deepLinkOutcomeMessages.not_found);
      const type = deepLinkEntityTypes[row.entityType as keyof typeof deepLinkEntityTypes];
      const resolved = type
        ? await type.resolve({
            db: app.db,
            customerId: row.customerId,
            entityId: row.entityId,
            userId: user.id,
            isSystemAdmin: user.isSystemAdmin,
          })
        : null;
      if (!resolved?.redirectLink) throw new HttpError(404, deepLinkOutcomeMessages.not_found);
      const owned = row.ownerUserId === user.id;
      const shared = !owned && (row.sharedWithUserIds.length === 0 || row.sharedWithUserIds.includes(user.id));
      const hasExpired = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
      const usable = !hasExpired && (owned || shared) && resolved.dashboardAccess;
      return {
        redirectLink: usable ? resolved.redirectLink : null,
        context: { customerId: row.customerId },
        entityId: row.entityId,
        deepLinkType: row.entityType as 'page',
        dashboardId: resolved.dashboardId,
        dashboardOwnerId: resolved.dashboardOwnerId,
        dashboardName: resolved.dashboardName,
        dashboardOwnerName: resolved.dashboardOwnerName,
        dashboardAccess: resolved.dashboardAccess,
        hasExpired,
        entityOwnedByMe: owned,
        entitySharedWithMe: shared,
      };
    },
  );
};
