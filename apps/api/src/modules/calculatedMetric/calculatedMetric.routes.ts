import {
  calculatedMetricCalculateInputSchema,
  calculatedMetricCalculationSchema,
  calculatedMetricDefinitionInputSchema,
  calculatedMetricDefinitionSchema,
  calculatedMetricExceptionsInputSchema,
  calculatedMetricExceptionsSchema,
  calculatedMetricMessages,
  calculatedMetricParamsSchema,
  calculatedMetricPaths,
  calculatedMetricScoreStateSchema,
  calculatedMetricUpdateNameSchema,
  calculatedMetricVersionListSchema,
  calculatedMetricVersionParamsSchema,
  calculatedMetricVersionSchema,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCustomerAdmin } from '../../access/customerPrivileges';
import { retailerAccess } from '../../access/retailerAccess';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import {
  activateVersion,
  asDefinitionInput,
  createVersion,
  definitionOf,
  type Editor,
  exceptionsOf,
  renameVersion,
  saveDefinition,
  versionOf,
  versionsOf,
} from './calculatedMetric.repository';
import { calculateDccVersion, newestFactDay, visibleRetailers } from './dccCalculate';
import { DccRecompute } from './dccRecompute';
import { saveExceptions, scoringExceptions, unknownExceptionIds } from './dccExceptions.repository';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['calculated metric'];

const description =
  'The customer’s DCC versions (calculated metric DCC_SCORE): weighted groups (weights are fractions adding up to 1) ' +
  'of components, each a set of conditions on page facts joined by the component’s operator (AND by default). One ' +
  'version is active and scores every product page (widgets, product details, alerts, exports, datasets): activating ' +
  'a version, saving the active one or saving the exceptions (which hold for every version) recomputes the customer’s history in the background (see score-state). ' +
  'Everyone of the customer reads them; administrators change them (others get 403). Every customer has the ' +
  'default criteria as version 1.';

async function versionOrNotFound(db: Db, customerId: number, versionNumber: number) {
  const version = await versionOf(db, customerId, versionNumber);
  if (!version) throw new HttpError(404, calculatedMetricMessages.unknownVersion);
  return version;
}

/** Administrators of the customer and system admins may change versions; the editor is stored on them. */
async function editorOf(db: Db, request: FastifyRequest): Promise<Editor & { customerId: number }> {
  const { customerId, userId, isSystemAdmin } = scopedViewer(request);
  if (!isSystemAdmin && !(await isCustomerAdmin(db, customerId, userId)))
    throw new HttpError(403, calculatedMetricMessages.adminsOnly);
  const [user] = await db
    .select({ email: users.email, name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return { customerId, userId, email: user?.email ?? '', name: user?.name ?? '' };
}

/** DCC versions of the active customer (spec 2 §3, §4, §7). */
export const calculatedMetricRoutes: FastifyPluginAsyncZod = async (app) => {
  const recompute = new DccRecompute(app);
  recompute.register();
  app.addHook('onClose', () => recompute.idle());

  app.get(
    calculatedMetricPaths.scoreState,
    {
      schema: {
        tags,
        summary: 'Which DCC version scores the pages now, and the progress of a recompute',
        params: calculatedMetricParamsSchema,
        response: { 200: calculatedMetricScoreStateSchema, ...errors },
      },
    },
    async (request) => recompute.state(scopedViewer(request).customerId),
  );

  app.post(
    calculatedMetricPaths.calculate,
    {
      // A read: read-only users may score too.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Score a DCC version over the product pages of one day: the average and the percentages met',
        description:
          'Scores the version (active or not) over the listed product pages of `date` (default: the customer’s ' +
          'newest fact day) at `retailerIds` and `productIds` (empty: all), narrowed to the retailers the caller ' +
          'may see. Answers the page count, the average score, per group its average share met and per component ' +
          'and condition the share of pages meeting it (whole percents), and the first pages by product and ' +
          'retailer with their score and met components.',
        params: calculatedMetricVersionParamsSchema,
        body: calculatedMetricCalculateInputSchema,
        response: { 200: calculatedMetricCalculationSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, userId, isSystemAdmin } = scopedViewer(request);
      const version = await versionOrNotFound(app.db, customerId, request.params.version);
      const [{ groups }, access, exceptions] = await Promise.all([
        definitionOf(app.db, customerId, version),
        retailerAccess(app.db, { id: userId, isSystemAdmin }, customerId),
        scoringExceptions(app.db, customerId),
      ]);
      const { retailerIds, productIds, date } = request.body;
      const day = date ?? (await newestFactDay(app.facts, customerId));
      return calculateDccVersion(app.facts, version.versionNumber, groups, {
        customerId,
        day,
        retailerIds: visibleRetailers(access, retailerIds),
        productIds: productIds.length > 0 ? productIds : null,
        exceptions,
      });
    },
  );

  app.get(
    calculatedMetricPaths.versions,
    {
      schema: {
        tags,
        description,
        summary: 'The customer’s DCC versions',
        params: calculatedMetricParamsSchema,
        response: { 200: calculatedMetricVersionListSchema, ...errors },
      },
    },
    async (request) => versionsOf(app.db, scopedViewer(request).customerId),
  );

  app.get(
    calculatedMetricPaths.definition,
    {
      schema: {
        tags,
        summary: 'A DCC version with its groups, components and conditions, and the exceptions',
        params: calculatedMetricVersionParamsSchema,
        response: { 200: calculatedMetricDefinitionSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId } = scopedViewer(request);
      return definitionOf(app.db, customerId, await versionOrNotFound(app.db, customerId, request.params.version));
    },
  );

  app.put(
    calculatedMetricPaths.definition,
    {
      schema: {
        tags,
        summary: 'Replace the groups, components and conditions of a DCC version',
        params: calculatedMetricVersionParamsSchema,
        body: calculatedMetricDefinitionInputSchema,
        response: { 200: calculatedMetricDefinitionSchema, ...errors },
      },
    },
    async (request) => {
      const editor = await editorOf(app.db, request);
      const version = await versionOrNotFound(app.db, editor.customerId, request.params.version);
      await saveDefinition(app.db, editor.customerId, version.id, request.body, editor);
      if (version.isActiveVersion) await recompute.queue(editor.customerId);
      const saved = await versionOrNotFound(app.db, editor.customerId, request.params.version);
      return definitionOf(app.db, editor.customerId, saved);
    },
  );

  app.get(
    calculatedMetricPaths.exceptions,
    {
      schema: {
        tags,
        summary: 'The exceptions and exception groups of the DCC score',
        params: calculatedMetricParamsSchema,
        response: { 200: calculatedMetricExceptionsSchema, ...errors },
      },
    },
    async (request) => exceptionsOf(app.db, scopedViewer(request).customerId),
  );

  app.put(
    calculatedMetricPaths.exceptions,
    {
      schema: {
        tags,
        summary: 'Replace the exceptions and exception groups of the DCC score',
        description:
          'The whole lists replace the stored ones. They hold for every version; the active version’s scores are ' +
          'recomputed in the background (see score-state). An unknown product, retailer or tag answers 400 naming ' +
          'its path, e.g. `exceptions.0.retailerId`.',
        params: calculatedMetricParamsSchema,
        body: calculatedMetricExceptionsInputSchema,
        response: { 200: calculatedMetricExceptionsSchema, ...errors },
      },
    },
    async (request) => {
      const editor = await editorOf(app.db, request);
      const unknown = await unknownExceptionIds(app.db, editor.customerId, request.body);
      const [first] = Object.values(unknown);
      if (first) throw new HttpError(400, first, unknown);
      await saveExceptions(app.db, editor.customerId, request.body);
      // Exceptions belong to the metric: the active version scores differently from now on.
      await recompute.queue(editor.customerId);
      return exceptionsOf(app.db, editor.customerId);
    },
  );

  app.post(
    calculatedMetricPaths.copy,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Copy a DCC version into a new, active version (the others become inactive)',
        params: calculatedMetricVersionParamsSchema,
        response: { 201: calculatedMetricVersionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const editor = await editorOf(app.db, request);
      const source = await versionOrNotFound(app.db, editor.customerId, request.params.version);
      const definition = asDefinitionInput(await definitionOf(app.db, editor.customerId, source));
      const label = `${source.versionLabel} (copy)`;
      const number = await createVersion(app.db, editor.customerId, { label, active: true }, definition, editor);
      await recompute.queue(editor.customerId);
      return reply.code(201).send(await versionOrNotFound(app.db, editor.customerId, number));
    },
  );

  app.post(
    calculatedMetricPaths.updateName,
    {
      schema: {
        tags,
        summary: 'Rename a DCC version',
        params: calculatedMetricVersionParamsSchema,
        body: calculatedMetricUpdateNameSchema,
        response: { 200: calculatedMetricVersionSchema, ...errors },
      },
    },
    async (request) => {
      const editor = await editorOf(app.db, request);
      const version = await versionOrNotFound(app.db, editor.customerId, request.params.version);
      await renameVersion(app.db, editor.customerId, version.id, request.body.label, editor);
      return versionOrNotFound(app.db, editor.customerId, request.params.version);
    },
  );

  app.post(
    calculatedMetricPaths.activate,
    {
      schema: {
        tags,
        summary:
          'Make a DCC version the active one (the others become inactive); the history is recomputed in the background',
        params: calculatedMetricVersionParamsSchema,
        response: { 200: calculatedMetricVersionListSchema, ...errors },
      },
    },
    async (request) => {
      const editor = await editorOf(app.db, request);
      const version = await versionOrNotFound(app.db, editor.customerId, request.params.version);
      await activateVersion(app.db, editor.customerId, version.id, editor);
      await recompute.queue(editor.customerId);
      return versionsOf(app.db, editor.customerId);
    },
  );
};
