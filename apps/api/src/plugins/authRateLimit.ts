import fastifyRateLimit from '@fastify/rate-limit';
import { rateLimitMessage } from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRateLimits } from '../config/config';
import { HttpError } from '../lib/httpError';

export type AuthRateLimitKind = 'signIn' | 'reset' | 'signUp';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a route into the sign-in, reset or sign-up limits, counted per client address and per account. */
    authRateLimit?: AuthRateLimitKind;
  }
}

/**
 * The account a request is about: the lower-cased e-mail of the body, else the reset link of the
 * path (a link belongs to one account). Null when neither is there; then only the address counts.
 */
function accountKey(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  if (body && typeof body.email === 'string' && body.email.trim() !== '')
    return `email:${body.email.trim().toLowerCase()}`;
  const params = request.params as { hash?: unknown } | undefined;
  if (params && typeof params.hash === 'string') return `reset:${params.hash}`;
  return null;
}

/**
 * Limits routes that set `config.authRateLimit`. It runs as a preHandler so the body is parsed and
 * validated; malformed requests are refused before they count. Both counters advance on every
 * attempt; the first one over its limit answers 429 with Retry-After and a message saying when.
 */
export const authRateLimitPlugin = fp<{ limits: AuthRateLimits }>(
  async (app, { limits }) => {
    await app.register(fastifyRateLimit, { global: false });
    const timeWindow = limits.windowMinutes * 60 * 1000;
    const checkers = {
      signIn: {
        address: app.createRateLimit({
          max: limits.signIn.perAddress,
          timeWindow,
          keyGenerator: (r) => `sign-in:${r.ip}`,
        }),
        account: app.createRateLimit({
          max: limits.signIn.perAccount,
          timeWindow,
          keyGenerator: (r) => `sign-in:${accountKey(r) ?? ''}`,
        }),
      },
      reset: {
        address: app.createRateLimit({
          max: limits.reset.perAddress,
          timeWindow,
          keyGenerator: (r) => `reset:${r.ip}`,
        }),
        account: app.createRateLimit({
          max: limits.reset.perAccount,
          timeWindow,
          keyGenerator: (r) => `reset:${accountKey(r) ?? ''}`,
        }),
      },
      signUp: {
        address: app.createRateLimit({
          max: limits.signUp.perAddress,
          timeWindow,
          keyGenerator: (r) => `sign-up:${r.ip}`,
        }),
        account: app.createRateLimit({
          max: limits.signUp.perAccount,
          timeWindow,
          keyGenerator: (r) => `sign-up:${accountKey(r) ?? ''}`,
        }),
      },
    };

    app.addHook('onRoute', (route) => {
      const kind = route.config?.authRateLimit;
      if (!kind) return;
      const { address, account } = checkers[kind];
      const limit = async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }) => {
        const results = [await address(request)];
        if (accountKey(request) !== null) results.push(await account(request));
        // `isAllowed` only means allow-listed; `isExceeded` is the verdict.
        const waits = results.map((result) => (!result.isAllowed && result.isExceeded ? result.ttlInSeconds : 0));
        const wait = Math.max(...waits);
        if (wait === 0) return;
        reply.header('retry-after', wait);
        throw new HttpError(429, rateLimitMessage(wait));
      };
      const existing = route.preHandler;
      route.preHandler = [limit, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    });
  },
  { name: 'auth-rate-limit' },
);
