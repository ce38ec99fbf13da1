import rateLimit from '@fastify/rate-limit';
import {
  errorLogReportSchema,
  type ErrorLogReport,
  logErrorRequestSchema,
  notificationPaths,
  usageLogRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { insertErrorLog, insertUsageEvent, isMember, type UsageKind } from './usageLog.repository';

export interface UsageLogOptions {
  /** Error reports accepted per client address and minute. */
  errorLogPerMinute: number;
}

const errors = errorResponses(400, 401, 403, 429);

/** The legacy client sends the report as a JSON string; newer callers send the object. */
function readReport(error: ErrorLogReport | string): ErrorLogReport {
  if (typeof error !== 'string') return error;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error);
  } catch {
    parsed = undefined;
  }
  const result = errorLogReportSchema.safeParse(parsed);
  if (!result.success) throw new HttpError(400, 'Invalid body: error', { error: 'Expected a JSON error report' });
  return result.data;
}

/** Errors happen before sign-in too: a valid token names the user, anything else is anonymous. */
async function optionalUserId(request: FastifyRequest, verify: (token: string) => Promise<number | null>) {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return verify(token).catch(() => null);
}

const usageRoutes: [string, UsageKind][] = [
  [notificationPaths.logApplyFiltersButton, 'apply-filters-button'],
  [notificationPaths.logRequestAvailability, 'request-availability'],
  [notificationPaths.logRequestNotImplementedYetFeature, 'request-not-implemented-yet-feature'],
];

/** The browser error log and usage events. */
export const usageLogRoutes: FastifyPluginAsyncZod<UsageLogOptions> = async (app, options) => {
  // Registered here unless the app already did it globally; routes opt in through `config.rateLimit`.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  app.post(
    notificationPaths.logError,
    {
      config: { rateLimit: { max: options.errorLogPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['log'],
        summary: 'Store an uncaught browser error',
        description: `Rate-limited per client address (${options.errorLogPerMinute} a minute by default config).`,
        body: logErrorRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const report = readReport(request.body.error);
      const userId = await optionalUserId(request, (token) => app.accessTokens.verify(token));
      const userAgent = request.headers['user-agent'] ?? null;
      await insertErrorLog(app.db, report, { userId, ipAddress: request.ip, userAgent });
      return reply.code(204).send(null);
    },
  );

  for (const [path, kind] of usageRoutes) {
    app.post(
      path,
      {
        preHandler: [app.authenticate],
        schema: {
          tags: ['log'],
          summary: `Record the usage event ${kind}`,
          body: usageLogRequestSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user) throw new HttpError(401, 'Authentication required');
        const customerId = request.body.customerId ?? null;
        if (customerId !== null && !user.isSystemAdmin && !(await isMember(app.db, customerId, user.id))) {
          throw new HttpError(403, 'You do not have access to this customer');
        }
        await insertUsageEvent(app.db, { kind, userId: user.id, customerId, payload: request.body.payload });
        return reply.code(204).send(null);
      },
    );
  }
};
