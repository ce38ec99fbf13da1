import {
  createdPartnerTokenSchema,
  createPartnerTokenRequestSchema,
  idSchema,
  partnerTokenListSchema,
  partnerTokenMessages,
  partnerTokenPaths,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerAdminGuard } from '../../access/accessGuards';
import { newPartnerToken } from '../../access/partnerTokens';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { insertPartnerToken, listPartnerTokens, revokePartnerToken } from './partnerTokens.repository';

const tags = ['partner tokens'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * API tokens of a customer's partners (/partner-integration/). Administrators of the customer and system
 * admins manage them; partner tokens themselves cannot (customerAdminGuard refuses them). How a token is
 * used is written in the bearerAuth security scheme of the OpenAPI document.
 */
export const partnerTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminsOnly = customerAdminGuard(app.db);

  app.get(
    partnerTokenPaths.list,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "The customer's partner API tokens",
        description: 'Newest first, revoked ones included. The token itself is never shown again after its creation.',
        response: { 200: partnerTokenListSchema, ...errors },
      },
    },
    async (request) => listPartnerTokens(app.db, request.customerId as number),
  );

  app.post(
    partnerTokenPaths.list,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Create a partner API token; the answer carries the token, once',
        description:
          'Scopes: `ingest` (POST ingest, POST upload-data-set, GET ingest/{jobId}) and `read` (other GETs of ' +
          'this customer). Only the SHA-256 of the token is stored.',
        body: createPartnerTokenRequestSchema,
        response: { 201: createdPartnerTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, tokenHash, prefix } = newPartnerToken();
      const created = await insertPartnerToken(app.db, {
        customerId: request.customerId as number,
        name: request.body.name,
        scopes: request.body.scopes,
        tokenHash,
        prefix,
        createdBy: (request.user as { id: number }).id,
      });
      return reply.code(201).send({ ...created, token });
    },
  );

  app.delete(
    partnerTokenPaths.revoke,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Revoke a partner API token',
        description: 'Requests with the token answer 401 from now on. Revoking a revoked token answers 404.',
        params: z.object({ customerId: z.string(), tokenId: idSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const tokenHash = await revokePartnerToken(app.db, request.customerId as number, request.params.tokenId);
      if (tokenHash === null) throw new HttpError(404, partnerTokenMessages.notFound);
      app.accessCache.invalidatePartnerToken(tokenHash);
      return reply.code(204).send(null);
    },
  );
};
