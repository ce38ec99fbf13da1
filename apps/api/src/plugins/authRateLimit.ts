import { rateLimitMessage } from '@shelfsight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { isKnownDevice } from '../access/knownDevice';
import type { AuthRateLimits } from '../config/config';
import { HttpError } from '../lib/httpError';

/**
 * signIn and secondFactor share the failure counters (a password step and a code step are both
 * guesses); reset and signUp send mail or create accounts, so every attempt counts there.
 */
export type AuthRateLimitKind = 'signIn' | 'secondFactor' | 'reset' | 'signUp';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts a route into the sign-in, reset or sign-up limits (see authRateLimitPlugin). */
    authRateLimit?: AuthRateLimitKind;
  }
}

/** The answer that means a guess was wrong, per guessing kind; validation errors never reach the check. */
const FAILURE_STATUS = { signIn: 401, secondFactor: 400 } as const;
type GuessKind = keyof typeof FAILURE_STATUS;
const isGuessKind = (kind: AuthRateLimitKind): kind is GuessKind => kind in FAILURE_STATUS;

interface Body {
  email?: unknown;
  deviceIdentifier?: unknown;
}

/**
 * The account a request is about: the lower-cased e-mail of the body, else the reset link of the
 * path (a link belongs to one account). Null when neither is there; then only the address counts.
 */
function accountKey(request: FastifyRequest): string | null {
  const body = request.body as Body | undefined;
  if (body && typeof body.email === 'string' && body.email.trim() !== '') return body.email.trim().toLowerCase();
  const params = request.params as { hash?: unknown } | undefined;
  if (params && typeof params.hash === 'string') return `reset:${params.hash}`;
  return null;
}

function deviceOf(request: FastifyRequest): string | null {
  const body = request.body as Body | undefined;
  return body && typeof body.deviceIdentifier === 'string' && body.deviceIdentifier !== ''
    ? body.deviceIdentifier
    : null;
}

/** The counter keys one sign-in attempt is judged and recorded by. */
interface GuessKeys {
  /** This account from this browser: its known device, else its address. */
  source: string;
  /** Null for a known device: a device the account knows is not held back by its address or the ceiling. */
  address: string | null;
  ceiling: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    signInGuess?: GuessKeys;
  }
}

/** Seconds until the first counter over its limit frees up; 0 when none is over. */
async function waitOf(checks: [RateLimiterMemory, string | null][]): Promise<number> {
  const waits = await Promise.all(
    checks.map(async ([limiter, key]) => {
      if (key === null) return 0;
      const state = await limiter.get(key);
      return state && state.consumedPoints >= limiter.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
    }),
  );
  return Math.max(0, ...waits);
}

function refuse(reply: FastifyReply, wait: number): never {
  const seconds = Math.max(1, wait);
  reply.header('retry-after', seconds);
  throw new HttpError(429, rateLimitMessage(seconds));
}

/**
 * Limits routes that set `config.authRateLimit`. It runs as a preHandler, so the body is parsed and
 * validated and malformed requests never count.
 *
 * Sign-in counts failures only, so that a stranger's guessing cannot lock a user out:
 * - per account and address (`perAccount`): a guesser is held back at their own address while the
 *   user signs in from another;
 * - per address across accounts (`perAddress`): one address cannot try many accounts;
 * - per account from everywhere (`accountCeiling`): guessing spread over many addresses meets a ceiling.
 * A browser the account knows (it signed in to it before, or is a trusted device of the second factor)
 * is counted on its own and is held back by neither its address nor the ceiling, so the account's own
 * devices still get in; the reset link is limited separately and works too. Success clears the
 * account's counter at that address or device, never the address's or the ceiling's.
 */
export const authRateLimitPlugin = fp<{ limits: AuthRateLimits }>(
  async (app, { limits }) => {
    const duration = limits.windowMinutes * 60;
    const limiter = (points: number) => new RateLimiterMemory({ points, duration });
    const guesses = {
      source: limiter(limits.signIn.perAccount),
      address: limiter(limits.signIn.perAddress),
      ceiling: limiter(limits.signIn.accountCeiling),
    };
    const attempts = {
      reset: { address: limiter(limits.reset.perAddress), account: limiter(limits.reset.perAccount) },
      signUp: { address: limiter(limits.signUp.perAddress), account: limiter(limits.signUp.perAccount) },
    };

    async function guessKeys(request: FastifyRequest, account: string | null): Promise<GuessKeys> {
      const device = deviceOf(request);
      if (account !== null && device !== null && (await isKnownDevice(app.db, account, device))) {
        return { source: `${account}|device:${device}`, address: null, ceiling: null };
      }
      return { source: `${account ?? ''}|${request.ip}`, address: request.ip, ceiling: account };
    }

    async function checkGuess(request: FastifyRequest, reply: FastifyReply) {
      const keys = await guessKeys(request, accountKey(request));
      const wait = await waitOf([
        [guesses.source, keys.source],
        [guesses.address, keys.address],
        [guesses.ceiling, keys.ceiling],
      ]);
      if (wait > 0) refuse(reply, wait);
      request.signInGuess = keys;
    }

    // Recorded before the answer leaves, so a client's next attempt already meets the new count.
    async function recordGuess(kind: GuessKind, request: FastifyRequest, reply: FastifyReply) {
      const keys = request.signInGuess;
      if (!keys) return;
      if (reply.statusCode === FAILURE_STATUS[kind]) {
        const account = accountKey(request);
        await Promise.all([
          guesses.source.penalty(keys.source),
          keys.address === null ? null : guesses.address.penalty(keys.address),
          account === null ? null : guesses.ceiling.penalty(account),
        ]);
      } else if (reply.statusCode < 500) {
        await guesses.source.delete(keys.source);
      }
    }

    async function countAttempt(kind: 'reset' | 'signUp', request: FastifyRequest, reply: FastifyReply) {
      const { address, account } = attempts[kind];
      const key = accountKey(request);
      const results = await Promise.allSettled([
        address.consume(request.ip),
        key === null ? Promise.resolve(null) : account.consume(key),
      ]);
      // The limiter rejects with its state when over the limit, with an Error when it failed.
      const refusals: number[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refusals.push(Math.ceil(result.reason.msBeforeNext / 1000));
      }
      if (refusals.length > 0) refuse(reply, Math.max(...refusals));
    }

    app.addHook('onRoute', (route) => {
      const kind = route.config?.authRateLimit;
      if (!kind) return;
      const toArray = <T>(hooks: T | T[] | undefined): T[] => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []);
      if (isGuessKind(kind)) {
        route.preHandler = [checkGuess, ...toArray(route.preHandler)];
        route.onSend = [
          async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await recordGuess(kind, request, reply);
            return payload;
          },
          ...toArray(route.onSend),
        ];
      } else {
        route.preHandler = [
          (request: FastifyRequest, reply: FastifyReply) => countAttempt(kind, request, reply),
          ...toArray(route.preHandler),
        ];
      }
    });
  },
  { name: 'auth-rate-limit', dependencies: ['db'] },
);
