import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { type AccessTokens, createAccessTokens } from '../access/accessToken';
import { type AccessCache, createAccessCache } from '../access/accessCache';
import { isCustomerScoped } from '../access/customerScope';
import { findPartnerToken, isPartnerToken, touchPartnerToken } from '../access/partnerTokens';
import { partnerTokenMessages, rateLimitMessage } from '@shelfsight/contracts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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

export const authPlugin = fp<{ jwtSecret: string; partnerTokenPerMinute?: number }>(
  async (app, { jwtSecret, partnerTokenPerMinute = 600 }) => {
    const accessCache = createAccessCache(app.db);
    app.decorate('accessCache', accessCache);
    // Signing reads the database, not the cache: a refresh right after a bump must carry the new version.
    const sessionVersionOf = async (userId: number) => {
      const [row] = await app.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
      return row?.version ?? 0;
    };
    app.decorate('accessTokens', createAccessTokens(jwtSecret, sessionVersionOf));
    app.decorateRequest('user', null);
    app.decorateRequest('partnerToken', null);
    const partnerLimiter = new RateLimiterMemory({ points: partnerTokenPerMinute, duration: 60 });

    /** A partner token: customer-scoped paths only, counted per token like a client, last use recorded. */
    async function authenticatePartner(request: FastifyRequest, reply: FastifyReply, token: string) {
      const partner = await findPartnerToken(app.db, token);
      if (!partner) throw new HttpError(401, 'Authentication required');
      if (!isCustomerScoped(request.routeOptions.url ?? ''))
        throw new HttpError(403, partnerTokenMessages.outsideCustomer);
      try {
        await partnerLimiter.consume(String(partner.id));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        reply.header('retry-after', seconds);
        throw new HttpError(429, rateLimitMessage(seconds));
      }
      touchPartnerToken(app.db, partner, (error) =>
        request.log.warn({ err: error }, 'partner token last use not saved'),
      );
      request.partnerToken = partner;
      // Where a user is recorded (who uploaded a load), it is the token's creator; never a system admin.
      request.user = { id: partner.createdBy, email: partner.creatorEmail, isSystemAdmin: false };
    }

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      if (token && isPartnerToken(token)) return authenticatePartner(request, reply, token);
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
