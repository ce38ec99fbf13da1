import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { type AccessTokens, createAccessTokens } from '../access/accessToken';
import { type AccessCache, createAccessCache } from '../access/accessCache';

/** Who is calling, as read from the access cache on every authenticated request. */
export interface RequestUser {
  id: number;
  email: string;
  isSystemAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The callers' access in memory; writes that change access invalidate it here. */
    accessCache: AccessCache;
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
    const accessCache = createAccessCache(app.db);
    app.decorate('accessCache', accessCache);
    // Signing reads the database, not the cache: a refresh right after a bump must carry the new version.
    const sessionVersionOf = async (userId: number) => {
      const [row] = await app.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
      return row?.version ?? 0;
    };
    app.decorate('accessTokens', createAccessTokens(jwtSecret, sessionVersionOf));
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await app.accessTokens.session(token) : null;
      if (session === null) throw new HttpError(401, 'Authentication required');
      const row = await accessCache.user(session.userId);
      // A blocked or deleted user, or a token from before a password reset, revoked sign-in, deactivation
      // or role change (a bumped session version), loses access at once, without waiting for expiry.
      if (!row || row.isBlocked || session.sessionVersion !== row.sessionVersion) {
        throw new HttpError(401, 'Authentication required');
      }
      request.user = { id: row.id, email: row.email, isSystemAdmin: row.isSystemAdmin };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
