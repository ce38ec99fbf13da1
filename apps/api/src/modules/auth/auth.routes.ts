import {
  apiPaths,
  authErrorMessages,
  currentUserResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_PATH,
  refreshTokenResponseSchema,
} from '@shelfsight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMaySignIn } from '../../access/signIn';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { activeCustomerOf } from '../customers';
import { findUserByEmail, loadAuthUser } from './authUser.repository';
import { requireSecondFactor } from '../mfa';
import { checkPassword } from './password';
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  revokeFamilyOfToken,
  rotateRefreshToken,
} from './refreshToken.repository';

const errors = errorResponses(400, 401, 403);

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedRefreshToken) {
  reply.setCookie(REFRESH_TOKEN_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: REFRESH_TOKEN_COOKIE_PATH,
    expires: issued.expiresAt,
  });
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: REFRESH_TOKEN_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
}

/** Sign-in, token refresh with rotation, sign-out and the current user. */
export const authRoutes: FastifyPluginAsyncZod<{ legacyAppUrl?: string | undefined }> = async (
  app,
  { legacyAppUrl },
) => {
  app.post(
    apiPaths.login,
    {
      config: { authRateLimit: 'signIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Answers the access token and the user; sets the refresh-token cookie. Failed sign-ins are limited ' +
          'per account and address, per address, and per account from all addresses together (429 with ' +
          'Retry-After); a browser the account knows (its deviceIdentifier signed in before) passes the last two.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { email, password, deviceIdentifier } = request.body;
      const row = await findUserByEmail(app.db, email);
      const passwordOk = await checkPassword(row?.passwordHash ?? null, password);
      if (!row || !passwordOk) throw new HttpError(401, authErrorMessages.invalidCredentials);
      await requireMaySignIn(app.db, row);
      const current = await loadAuthUser(app.db, row.id, activeCustomerOf(request));
      if (!current) throw new HttpError(401, authErrorMessages.invalidCredentials);
      await requireSecondFactor(app, request, reply, row.id, deviceIdentifier);
      setRefreshCookie(request, reply, await issueRefreshToken(app.db, row.id, { deviceIdentifier }));
      const token = await app.accessTokens.sign(row.id);
      // Users still on the legacy app are sent there, but only while one is configured.
      const v1RedirectUrl = legacyAppUrl && row.legacyApp ? legacyAppUrl : null;
      return { token, user: current.user, scopes: current.scopes, v1RedirectUrl };
    },
  );

  app.post(
    apiPaths.refreshToken,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh-token cookie for a new access token',
        description:
          'Rotates the refresh token: the presented one is spent and a new cookie is set. Presenting a spent ' +
          'token revokes every token of that sign-in and answers 401.',
        response: { 200: refreshTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_TOKEN_COOKIE];
      const result = presented ? await rotateRefreshToken(app.db, presented) : null;
      if (!result?.ok) {
        clearRefreshCookie(reply);
        throw new HttpError(401, authErrorMessages.sessionExpired);
      }
      setRefreshCookie(request, reply, result.next);
      return { token: await app.accessTokens.sign(result.userId) };
    },
  );

  app.post(
    apiPaths.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke this sign-in and clear the refresh-token cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_TOKEN_COOKIE];
      if (presented) await revokeFamilyOfToken(app.db, presented);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    apiPaths.currentUser,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with roles, privileges and scopes',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = request.user;
      const preferred = activeCustomerOf(request);
      const current = user
        ? await app.accessCache.view(`current-user:${preferred}`, user.id, 'any', () =>
            loadAuthUser(app.db, user.id, preferred),
          )
        : null;
      if (!current) throw new HttpError(401, authErrorMessages.authenticationRequired);
      return current;
    },
  );
};
