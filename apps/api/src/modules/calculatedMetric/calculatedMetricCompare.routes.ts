import {
  type CalculatedMetricCompareInputParsed,
  calculatedMetricCompareDownloadParamsSchema,
  calculatedMetricCompareInputSchema,
  calculatedMetricCompareMessages,
  calculatedMetricComparePaths,
  calculatedMetricComparisonSchema,
  calculatedMetricMessages,
  calculatedMetricParamsSchema,
  savedFilterNarrowsPages,
} from '@shelfsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { retailerAccess } from '../../access/retailerAccess';
import { resolveSelection } from '../../analytics/engine/resolveScope';
import type { SavedFilterResolver } from '../../analytics/engine/runWidgetQuery';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { definitionOf, versionOf } from './calculatedMetric.repository';
import { newestFactDay, visibleRetailers } from './dccCalculate';
import { compareDccVersions } from './dccCompare';
import { scoringExceptions } from './dccExceptions.repository';
import { comparisonFile } from './dccCompareFile';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['calculated metric'];

const scopeText =
  'Scores versions A and B (active or not) over the listed product pages of `date` (default: the customer’s newest ' +
  'fact day) at `retailerIds` and `productIds` (empty: all), narrowed to the retailers the caller may see, as ' +
  '`calculate` does. Components are matched by group and component name; a component one version does not count ' +
  '(absent, disabled, no complete condition) is "not counted" there. The first 500 pages come, the largest ' +
  'differences first, then by product and retailer. `savedFilterId` instead of `productIds`: a saved filter the ' +
  'caller may see, resolved as widgets resolve it; only its retailers, countries, brands, brand types, products and ' +
  'tags can narrow pages, so one with search keywords, categories, clusters or sellers is refused (400).';

const badSavedFilter = (message: string) => new HttpError(400, `savedFilterId: ${message}`, { savedFilterId: message });

/** The retailers and products a saved filter narrows the pages to (null: not narrowed). */
async function savedFilterPages(
  app: Pick<FastifyInstance, 'db'>,
  resolve: SavedFilterResolver,
  viewer: { customerId: number; userId: number; isSystemAdmin: boolean },
  savedFilterId: number,
) {
  const selections = await resolve(app.db, viewer.customerId, [savedFilterId], {
    id: viewer.userId,
    isSystemAdmin: viewer.isSystemAdmin,
  });
  const selection = selections.get(savedFilterId);
  if (!selection) throw badSavedFilter(calculatedMetricCompareMessages.unknownSavedFilter);
  if (!savedFilterNarrowsPages(selection)) throw badSavedFilter(calculatedMetricCompareMessages.savedFilterNotForPages);
  const scope = await resolveSelection(app.db, viewer.customerId, selection, { applyRetailerAssortment: false });
  return { retailerIds: scope.retailerIds, productIds: scope.productIds };
}

const intersect = (a: readonly number[] | null, b: readonly number[] | null): number[] | null =>
  a === null ? (b === null ? null : [...b]) : b === null ? [...a] : a.filter((id) => b.includes(id));

/** Both versions (404 for an unknown one), their definitions and the pages they are scored over. */
async function compared(
  app: Pick<FastifyInstance, 'db' | 'facts'>,
  resolve: SavedFilterResolver,
  request: FastifyRequest,
  body: CalculatedMetricCompareInputParsed,
) {
  const { customerId, userId, isSystemAdmin } = scopedViewer(request);
  const filtered =
    body.savedFilterId === null
      ? null
      : await savedFilterPages(app, resolve, { customerId, userId, isSystemAdmin }, body.savedFilterId);
  const [a, b] = await Promise.all([
    versionOf(app.db, customerId, body.versionA),
    versionOf(app.db, customerId, body.versionB),
  ]);
  if (!a || !b) throw new HttpError(404, calculatedMetricMessages.unknownVersion);
  const [definitionA, definitionB, access, exceptions] = await Promise.all([
    definitionOf(app.db, customerId, a),
    definitionOf(app.db, customerId, b),
    retailerAccess(app.db, { id: userId, isSystemAdmin }, customerId),
    scoringExceptions(app.db, customerId),
  ]);
  const day = body.date ?? (await newestFactDay(app.facts, customerId));
  const comparison = await compareDccVersions(
    app.facts,
    app.db,
    { a: a.versionNumber, b: b.versionNumber },
    { a: definitionA.groups, b: definitionB.groups },
    {
      customerId,
      day,
      retailerIds: intersect(visibleRetailers(access, body.retailerIds), filtered?.retailerIds ?? null),
      productIds: filtered ? filtered.productIds : body.productIds.length > 0 ? body.productIds : null,
      exceptions,
    },
  );
  return { comparison, versions: { a, b } };
}

/** The DCC test-and-compare calls: two versions scored over the same pages, as JSON or as a file. */
export const calculatedMetricCompareRoutes: FastifyPluginAsyncZod<{ savedFilters: SavedFilterResolver }> = async (
  app,
  options,
) => {
  app.post(
    calculatedMetricComparePaths.compare,
    {
      // A read: read-only users may compare too.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Compare two DCC versions page by page: both scores, their difference and the changed components',
        description: scopeText,
        params: calculatedMetricParamsSchema,
        body: calculatedMetricCompareInputSchema,
        response: { 200: calculatedMetricComparisonSchema, ...errors },
      },
    },
    async (request) => (await compared(app, options.savedFilters, request, request.body)).comparison,
  );

  app.post(
    calculatedMetricComparePaths.download,
    {
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'The comparison of two DCC versions as a CSV or Excel file',
        description: `${scopeText} The file name comes in content-disposition; the file starts with what it compares.`,
        params: calculatedMetricCompareDownloadParamsSchema,
        body: calculatedMetricCompareInputSchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const { comparison, versions } = await compared(app, options.savedFilters, request, request.body);
      const { file, contentType, disposition } = await comparisonFile(comparison, versions, request.params.fileType);
      return reply.header('content-type', contentType).header('content-disposition', disposition).send(file);
    },
  );
};
