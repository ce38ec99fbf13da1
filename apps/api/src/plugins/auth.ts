import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { type AccessTokens, createAccessTokens } from '../access/accessToken';

/** Who is calling, as loaded fresh from the database on every authenticated request. */
export interface RequestUser {
  id: number;
  email: string;
  isSystemAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorate('accessTokens', createAccessTokens(jwtSecret));
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const userId = token ? await app.accessTokens.verify(token) : null;
      if (userId === null) throw new HttpError(401, 'Authentication required');
      const [row] = await app.db
        .select({ id: users.id, email: users.email, isSystemAdmin: users.isSystemAdmin, isBlocked: users.isBlocked })
        .from(users)
        .where(eq(users.id, userId));
      // A blocked or deleted user loses access at once, without waiting for the token to expire.
      if (!row || row.isBlocked) throw new HttpError(401, 'Authentication required');
      request.user = { id: row.id, email: row.email, isSystemAdmin: row.isSystemAdmin };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
