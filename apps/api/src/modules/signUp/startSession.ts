import { authErrorMessages, type LoginResponse } from '@shelfsight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import type { AccessTokens } from '../../access/accessToken';
import { issueRefreshToken, loadAuthUser, setRefreshCookie } from '../auth';

/**
 * Signs a just-created user in exactly as POST /api/login does (refresh cookie, access token, user and
 * scopes of the new customer), so the browser reuses its sign-in success path. A new account has no
 * second factor and no legacy-app flag, so those steps of sign-in do not apply.
 */
export async function startSession(
  services: { db: Db; accessTokens: AccessTokens },
  request: FastifyRequest,
  reply: FastifyReply,
  created: { userId: number; customer: { id: number } },
  deviceIdentifier: string | undefined,
): Promise<LoginResponse> {
  const current = await loadAuthUser(services.db, created.userId, created.customer.id);
  if (!current) throw new HttpError(401, authErrorMessages.invalidCredentials);
  setRefreshCookie(
    request,
    reply,
    await issueRefreshToken(services.db, created.userId, { deviceIdentifier: deviceIdentifier ?? null }),
  );
  const token = await services.accessTokens.sign(created.userId);
  return { token, user: current.user, scopes: current.scopes, v1RedirectUrl: null };
}
