import {
  chartDetailsAnswerSchema,
  chartDetailsQuerySchema,
  dimensionByCode,
  metricByCode,
  SECONDARY_CLIENT_MAX_IN_FLIGHT,
  widgetDataAnswerSchema,
  widgetDataBatchRequestSchema,
  type WidgetDataBatchLine,
  widgetDataDetailsAnswerSchema,
  widgetDataDetailsQuerySchema,
  widgetIdParamsSchema,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomerAccess } from '../../access/customerScope';
import { widgetDetails } from '../../analytics/engine/widgetDetails';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { apiError, SERVER_FAILURE_MESSAGE } from '../../plugins/errors';
import { engineInputAsHttp, widgetAnswer, type WidgetDataOptions, widgetInput, type WidgetSteps } from '../engine';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['widget data'];

/** The caller in a customer: set by the scope guard, or (spec paths, customer in the body) checked by the guard's rule. */
async function callerIn(app: FastifyInstance, request: FastifyRequest, customerId: number | undefined) {
  const user = request.user;
  if (!user) throw new HttpError(401, 'Authentication required');
  if (request.customerId !== null)
    return { customerId: request.customerId, userId: user.id, isSystemAdmin: user.isSystemAdmin };
  if (customerId === undefined) throw new HttpError(400, 'Invalid body: customerId', { customerId: 'Required' });
  await requireCustomerAccess(app.db, user, customerId);
  return { customerId, userId: user.id, isSystemAdmin: user.isSystemAdmin };
}

const description =
  'Computes a widget: the saved widget `widgetId`, or the inline `definition` of an editor preview. Dates come from ' +
  '`dateFrom`/`dateTo`, else `datePreset` or the widget’s preset (default 30d; legacy codes 1m, 0m, 29i, 6i, 0i are mapped); ' +
  'they are cut to the customer’s data retention. `useDefaults` 1 uses the widget’s own dates and filters only. Filters: ' +
  'the id lists of different segments narrow each other; the saved filters of `savedFilterIds` add their items to the lists ' +
  'of the same segment (spec 2 §4). The widget’s own saved filter (`filterId`, or `overrideSavedFilterIds` in its place) ' +
  'applies too; without `overrideMergeDashboardFilters` a dashboard that filters replaces it. A saved filter id that does ' +
  'not exist or is neither owned by nor shared with the caller is a 400 naming the field. `filterVisibilityClusterIds` ' +
  'narrows the search-based metrics to the keywords of the active clusters, as `filterSearchKeywordIds` does (inactive or ' +
  'draft clusters do not filter). The user’s retailer access always applies. ' +
  'In a dashboard (`dashboardWidgetId`, optionally `dashboardId`): the placed widget must sit on a dashboard the caller ' +
  'owns or that is shared with them (404 naming the field), on the `dashboardId` given (400 naming `dashboardWidgetId`), ' +
  'and show the `widgetId` given (400 naming `widgetId`; without one its widget is drawn, an inline `definition` is a 400). ' +
  'A widget not shared with the caller answers 403 `widgetNotShared` with no data. Its stored overrides apply unless the ' +
  'request sends the same field (the request wins): `savedFilterOverride` + `includesFiltersOverride` as ' +
  '`overrideSavedFilterIds` + `overrideMergeDashboardFilters`, `overrideDimensionId`, `overrideTagName`, ' +
  '`overrideSubDimension`; `datePresetOverride` as `datePreset` — it replaces the dashboard’s dates (request ' +
  '`dateFrom`/`dateTo`, which are the dashboard picker’s, and the stored ones; a comparison becomes the preceding period, ' +
  'or `comparePreset`), a `datePreset` in the request beats it; `overrideTextFields` replace a text widget’s text; ' +
  '`overrideSettings` keys replace the widget’s custom settings of the same name (checked like them). The dashboard’s ' +
  'rolling preset or fixed range applies when the request sends no `dateFrom`/`dateTo`/`datePreset` (and not with ' +
  '`useDefaults` 1), its `applyRetailerAssortment` when the request sends none, and its default saved filter is added to ' +
  '`savedFilterIds` when `filterUseDefaults` is 1, or when it is absent and the request sends no filter list and no ' +
  'saved filter (spec 2 §4: choosing a segment turns default use off); `useDefaults` 1 or `filterUseDefaults` 0 leave ' +
  'it out. Saved filters stored on the dashboard are read as its owner sees them. `dashboardSettings` is not read: the ' +
  'stored dashboard is.';

const detailsDescription =
  'The click-through details of a widget: `item` is the clicked item as the widget’s answer keys it (`retailer:3`, ' +
  '`brand:12`, `tag:5`; a `|currency:EUR` suffix is ignored), none for the whole widget (a KPI). The widget’s scope is ' +
  'resolved exactly as get-data resolves it — the same date, filter and override fields, `dashboardWidgetId`/`dashboardId` ' +
  'with the placed widget’s overrides and the dashboard’s settings, the same 400/403/404 answers — then narrowed to the ' +
  'item as a click-through segment. Rows: one per product × retailer with a value of the metric over the period (the ' +
  'widget’s aggregation), highest first, ties by product and retailer id, paged (`page`, `itemsPerPage`, default 1 and ' +
  '50). The metric is `metricId` (the clicked column of a table), else the widget’s metric, else its only metric column; ' +
  'none is a 400 naming `metricId`. Money rows carry their currency. `productCount` counts the products with a value. For ' +
  'rating and review metrics `reviewCount` is the reviews behind the item (the last reading per product × retailer, ' +
  'summed) and `totalReviewCount` the same over the whole widget, and `title` reads “N products with Y out of X reviews”; ' +
  'other metrics read “N products”; no product reads “No products found.” (spec 2 §2; one product reads “1 product”). ' +
  'Answers are computed on each call (a dialog opened by a click), not kept.';

/** POST widget/get-data (and get-data/1, the same call from the secondary client), plus chart details. */
/**
 * The answers are written with JSON.stringify instead of being encoded through their schema: the engine
 * builds them as the schema's TypeScript type, and encoding a 5,000-point scatter through zod cost about
 * 20 ms of a request's 100 ms budget. The route tests check every type's answer against the schema.
 */
const writeAnswerAsIs = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/**
 * The engine's share of the request in a Server-Timing header (browser dev tools and the widget bench show
 * it), with `cache;desc=hit` when the answer was kept from an earlier request, and the resolution's steps:
 * `input` (the widget in its dashboard) and `prepare` (period and filter id sets), the rest being facts.
 */
async function timed(reply: FastifyReply, run: (steps: WidgetSteps) => ReturnType<typeof widgetAnswer>) {
  const started = performance.now();
  const steps: WidgetSteps = {};
  const { answer, hit } = await run(steps);
  const entries = [`engine;dur=${(performance.now() - started).toFixed(1)}`];
  if (hit) entries.push('cache;desc=hit');
  for (const [step, ms] of Object.entries(steps)) entries.push(`${step};dur=${ms.toFixed(1)}`);
  reply.header('server-timing', entries.join(', '));
  return answer;
}

const batchDescription =
  'Many widgets’ get-data in one request (beside the per-widget calls, which stay the contract): each of `requests` ' +
  'is one get-data body, resolved exactly as get-data resolves it. The answer is newline-delimited JSON ' +
  '(`application/x-ndjson`), one line per request as its answer is ready: `{ index, status, body }`, where `status` ' +
  'and `body` are what get-data answers for it — the widget’s answer, or the API error (a widget not shared with the ' +
  'caller is its 403 `widgetNotShared`). One failing widget leaves the others’ lines as they are. At most ' +
  `${SECONDARY_CLIENT_MAX_IN_FLIGHT} are computed at once, in the order asked, as the secondary client's limit keeps ` +
  'per-widget calls; the lines are not compressed, so each leaves as soon as it is written.';

/** One request of a batch answered as its get-data call would answer it: the answer, or the API error. */
async function batchLine(
  index: number,
  answer: () => ReturnType<typeof widgetAnswer>,
  log: FastifyBaseLogger,
): Promise<WidgetDataBatchLine> {
  try {
    return { index, status: 200, body: (await answer()).answer };
  } catch (error) {
    if (error instanceof HttpError)
      return { index, status: error.statusCode, body: apiError(error.statusCode, error.message, error.fields) };
    log.error({ err: error, index }, 'a batched widget request failed');
    return { index, status: 500, body: apiError(500, SERVER_FAILURE_MESSAGE) };
  }
}

export const widgetDataRoutes: FastifyPluginAsyncZod<WidgetDataOptions> = async (app, options) => {
  const spec = {
    tags,
    description,
    body: widgetDataRequestSchema,
    response: { 200: widgetDataAnswerSchema, ...errors },
  };
  for (const path of [widgetQueryPaths.getData, widgetQueryPaths.getDataSecondary]) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        ...writeAnswerAsIs,
        schema: { ...spec, summary: 'Widget data (customer in the body)' },
      },
      async (request, reply) => {
        const viewer = await callerIn(app, request, request.body.customerId);
        return timed(reply, (steps) => widgetAnswer(app, viewer, request.body, options, steps));
      },
    );
  }
  for (const path of [widgetQueryPaths.customerGetData, widgetQueryPaths.customerGetDataSecondary]) {
    // A POST that only reads: read-only users may draw widgets.
    app.post(
      path,
      {
        config: { readOnlyAllowed: true },
        ...writeAnswerAsIs,
        schema: { ...spec, summary: 'Widget data', params: z.object({ customerId: z.string() }) },
      },
      async (request, reply) => {
        const viewer = await callerIn(app, request, undefined);
        return timed(reply, (steps) => widgetAnswer(app, viewer, request.body, options, steps));
      },
    );
  }

  app.post(
    widgetQueryPaths.customerGetDataBatch,
    {
      config: { readOnlyAllowed: true },
      // Compression would hold the lines back until its buffer fills; each must leave when it is ready.
      compress: false,
      schema: {
        tags,
        summary: 'Many widgets’ data, answered line by line',
        description: batchDescription,
        params: z.object({ customerId: z.string() }),
        body: widgetDataBatchRequestSchema,
        response: { 200: z.any().describe('Newline-delimited JSON: one widgetDataBatchLine per line'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await callerIn(app, request, undefined);
      const lines = new PassThrough();
      const waiting = request.body.requests.map((body, index) => ({ body, index }));
      const work = async () => {
        // A reader who went away stops the rest.
        for (let next = waiting.shift(); next && !lines.destroyed; next = waiting.shift()) {
          const { body, index } = next;
          const line = await batchLine(index, () => widgetAnswer(app, viewer, body, options), request.log);
          lines.write(`${JSON.stringify(line)}\n`);
        }
      };
      const workers = Array.from({ length: Math.min(SECONDARY_CLIENT_MAX_IN_FLIGHT, waiting.length) }, work);
      void Promise.all(workers).finally(() => lines.end());
      return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(lines);
    },
  );

  app.get(
    widgetQueryPaths.chartDetails,
    {
      schema: {
        tags,
        summary: 'A product’s daily line per retailer, keyword or category page (spec 3 §7)',
        description:
          'The product details trend chart: one series per dimension item, daily, aggregated with aggregationType (default MIN). ' +
          '`dates` is the first and last day (`dates=2024-02-27,2024-03-01`, or the parameter twice; one day means that day); ' +
          'dateFrom/dateTo are accepted too, `dates` wins; none means the default period. productId is optional: without it ' +
          'the line covers every product in view.',
        querystring: chartDetailsQuerySchema,
        response: { 200: chartDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await callerIn(app, request, undefined);
      const query = request.query;
      const definition = widgetQueryDefinitionSchema.parse({
        visualizationType: 'LINE',
        metricId: metricByCode(query.metric)?.id ?? null,
        dimensionId: dimensionByCode(query.dimension)?.id ?? null,
        aggregationFunction: query.aggregationType,
        dateAggregationLevel: query.dateGranularity,
      });
      const body = widgetDataRequestSchema.parse({
        definition,
        dateFrom: query.dates?.dateFrom ?? query.dateFrom,
        dateTo: query.dates?.dateTo ?? query.dateTo,
        useDefaults: query.useDefaults === '1',
        ...(query.productId === undefined ? {} : { filterProductIds: [query.productId] }),
      });
      const { answer } = await widgetAnswer(app, viewer, body, options);
      if (answer.visualizationType !== 'LINE') throw new HttpError(500, 'Unexpected answer');
      return { rawOutput: answer.rawOutput, settingsUsed: answer.settingsUsed };
    },
  );

  app.get(
    widgetQueryPaths.dataDetails,
    {
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'The product rows behind one item of a widget: its click-through details (spec 2 §2, §7)',
        description: detailsDescription,
        params: widgetIdParamsSchema.extend({ customerId: z.string() }),
        querystring: widgetDataDetailsQuerySchema,
        response: { 200: widgetDataDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await callerIn(app, request, undefined);
      const { item, metricId, page, itemsPerPage, ...fields } = request.query;
      const body = widgetDataRequestSchema.parse({ ...fields, widgetId: request.params.id });
      const { input } = await widgetInput(app, viewer, body, options);
      return engineInputAsHttp(() => widgetDetails(input, item ?? null, metricId, { page, itemsPerPage }));
    },
  );
};
