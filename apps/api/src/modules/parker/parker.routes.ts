import rateLimit from '@fastify/rate-limit';
import {
  parkerAnswerSchema,
  parkerAskSchema,
  parkerClearedSchema,
  parkerHistoryQuerySchema,
  parkerHistorySchema,
  parkerPaths as paths,
  parkerSuggestionsSchema,
  rateLimitMessage,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import type { WidgetDataOptions } from '../engine';
import { clearHistory, history, saveMessage, type Speaker } from './parker.repository';
import { parkerGuard } from './parkerAccess';
import { askParker } from './parkerAsk';
import { type ModelSettings, modelParser } from './parkerModel';
import { answerableQuestions } from './parkerSuggestions';
import { vocabularyOf } from './parkerVocabulary';

export interface ParkerOptions {
  /** Resolvers the widget engine needs from other modules (saved filters, cluster keywords). */
  engine: WidgetDataOptions;
  /** Questions one user may ask a minute in one customer; beyond that 429 with Retry-After. */
  perMinute?: number;
  /** The OpenAI-compatible model for questions the parser cannot read; absent → the parser alone. */
  model?: ModelSettings;
}

const tags = ['parker'];
const DEFAULT_PER_MINUTE = 30;
const DESCRIPTION =
  'Parker answers questions about the customer’s own data (spec 3 §2.6, §4.7, §6). A question becomes an engine ' +
  'query (metric, aggregation, dimension, filters, dates, compare), validated by one schema, and runs through the ' +
  'widget engine with the user’s own access (retailer access, retention): every number comes from the engine. ' +
  'Needs the PARKER_ACCESS privilege and the customer’s parkerStatus enabled (else 403). The conversation is the ' +
  'user’s own, so read-only members may ask too.';

/** Parker's calls: ask, the conversation history, and questions it can answer. */
export const parkerRoutes: FastifyPluginAsyncZod<ParkerOptions> = async (app, options) => {
  const guard = parkerGuard(app.db);
  const model = options.model ? modelParser(options.model) : undefined;
  const max = options.perMinute ?? DEFAULT_PER_MINUTE;
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  const speakerOf = (request: FastifyRequest): Speaker => ({
    customerId: request.customerId as number,
    userId: (request.user as { id: number }).id,
  });

  app.post(
    paths.ask,
    {
      preHandler: guard,
      // The history is the user's own, like their notifications: read-only members may ask.
      config: {
        readOnlyAllowed: true,
        rateLimit: {
          max,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `parker:${request.customerId}:${request.user?.id}`,
          errorResponseBuilder: (_request, { ttl }) => new HttpError(429, rateLimitMessage(Math.ceil(ttl / 1000))),
        },
      },
      schema: {
        tags,
        summary: 'Ask Parker a question',
        description: `${DESCRIPTION} Limited to ${max} questions a minute per user and customer (429 with Retry-After).`,
        body: parkerAskSchema,
        response: { 200: parkerAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const speaker = speakerOf(request);
      const viewer = { ...speaker, isSystemAdmin: request.user?.isSystemAdmin ?? false };
      const answer = await askParker(app, viewer, request.body.question, { engine: options.engine, model });
      return saveMessage(app.db, speaker, answer);
    },
  );

  app.get(
    paths.history,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The user’s conversation with Parker in this customer, oldest first',
        querystring: parkerHistoryQuerySchema,
        response: { 200: parkerHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await history(app.db, speakerOf(request), request.query.limit) }),
  );

  app.delete(
    paths.history,
    {
      preHandler: guard,
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Clear the user’s conversation with Parker in this customer',
        response: { 200: parkerClearedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ deleted: await clearHistory(app.db, speakerOf(request)) }),
  );

  app.get(
    paths.suggestions,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Questions Parker can answer over this customer’s names',
        response: { 200: parkerSuggestionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: answerableQuestions(await vocabularyOf(app, speakerOf(request).customerId)) }),
  );
};
