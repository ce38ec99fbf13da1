import {
  accessToolPaths,
  authErrorMessages,
  impersonationListSchema,
  loginAsRequestSchema,
  loginAsRestoreRequestSchema,
  loginResponseSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { findUserByEmail, issueRefreshToken, loadAuthUser, setRefreshCookie } from '../auth';
import { activeCustomerOf } from '../customers';
import { impersonatedSince, listImpersonations, recordImpersonation } from './impersonation.repository';

/** How long after login-as the admin may still switch back with the token kept in the browser. */
export const RESTORE_WINDOW_SECONDS = 8 * 60 * 60;

const errors = errorResponses(400, 401, 403, 404);

function requireSystemAdmin(request: FastifyRequest) {
  if (!request.user?.isSystemAdmin) throw new HttpError(403, 'Only system admins may do this');
  return request.user;
}

/** Login-as for system admins, the way back, and the audit list (spec 1 §4). */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  async function signInAs(request: FastifyRequest, userId: number) {
    const current = await loadAuthUser(app.db, userId, activeCustomerOf(request));
    if (!current) throw new HttpError(404, 'No such user');
    return { token: await app.accessTokens.sign(userId), user: current.user, scopes: current.scopes };
  }

  app.post(
    accessToolPaths.loginAs,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'System admins: sign in as another user',
        description:
          'Answers like sign-in, for the target, and sets the target refresh cookie (replacing the admin one). ' +
          'Every use is recorded with admin, target, time, address and user agent.',
        security: [{ bearerAuth: [] }],
        body: loginAsRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireSystemAdmin(request);
      const target = await findUserByEmail(app.db, request.body.email);
      if (!target || target.isBlocked)
        throw new HttpError(404, 'No active user with this e-mail', { email: 'Unknown user' });
      const answer = await signInAs(request, target.id);
      await recordImpersonation(app.db, {
        adminUserId: admin.id,
        targetUserId: target.id,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setRefreshCookie(request, reply, await issueRefreshToken(app.db, target.id));
      return { ...answer, v1RedirectUrl: null };
    },
  );

  app.post(
    accessToolPaths.loginAsRestore,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Switch back from login-as to the system admin',
        description:
          'Called with the impersonated user bearer token and, in the body, the admin access token the browser ' +
          'kept. The admin token must carry a valid signature and be at most 8 hours past expiry; its user must ' +
          'still be an unblocked system admin who logged in as the caller after that token was issued. Then the ' +
          'admin gets a fresh access token and refresh cookie. A stolen admin token alone is not enough.',
        security: [{ bearerAuth: [] }],
        body: loginAsRestoreRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = request.user;
      const proof = await app.accessTokens.inspect(request.body.token, RESTORE_WINDOW_SECONDS);
      if (!caller || !proof) throw new HttpError(401, authErrorMessages.sessionExpired, { token: 'Not valid' });
      const admin = await loadAuthUser(app.db, proof.userId, null);
      const allowed =
        admin?.user.isSystemAdmin === true &&
        !admin.user.isBlocked &&
        (await impersonatedSince(app.db, proof.userId, caller.id, new Date(proof.issuedAt.getTime() - 1000)));
      if (!allowed) throw new HttpError(403, 'This token cannot switch back here');
      const answer = await signInAs(request, proof.userId);
      setRefreshCookie(request, reply, await issueRefreshToken(app.db, proof.userId));
      return { ...answer, v1RedirectUrl: null };
    },
  );

  app.get(
    accessToolPaths.impersonations,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        summary: 'System admins: the latest 200 uses of login-as',
        security: [{ bearerAuth: [] }],
        response: { 200: impersonationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireSystemAdmin(request);
      return { impersonations: await listImpersonations(app.db, 200) };
    },
  );
};
