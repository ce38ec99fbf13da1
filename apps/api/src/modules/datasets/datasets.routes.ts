import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  DATASET_DEFAULTS,
  type DatasetContext,
  datasetContextQuerySchema,
  datasetContextSchema,
  datasetIdParamsSchema,
  datasetInputSchema,
  type DatasetInputParsed,
  datasetListSchema,
  datasetMessages,
  type DatasetOutputType,
  datasetOutputTypesOf,
  datasetPaths,
  datasetSchema,
  exportDashboardSettingsSchema,
  todayInZone,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EngineInputError } from '../../analytics/engine/engineContext';
import { attachment } from '../../lib/attachment';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { visiblePlacedWidget } from '../dashboards';
import { visibleSavedFilters } from '../savedFilters';
import { contentTypeOf } from '../scheduledExports';
import { nonMembers, visibleWidget } from '../widgets';
import { buildDataset, type DatasetBuildOptions, failDataset, mailDataset, removeDatasetFile } from './datasetBuild';
import { queueDatasetBuild } from './datasetJobs';
import { metricsAndDimensions } from './datasetSources';
import {
  createDataset,
  deleteDataset,
  type StoredDataset,
  storedDataset,
  visibleDatasets,
} from './datasets.repository';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['datasets'];
const RULES =
  'A source is a placed widget (dashboardWidgetId, its dashboard overrides apply), a saved widget (widgetId) or ' +
  'metrics × dimensions (metricIds, 1–30, and dimensionIds, 1–4, optionally dateGrouping DAY/WEEK/MONTHNUM/YEAR), ' +
  'never two. outputType: widgetdata — the widget’s whole table, every page; DETAILS — the product × retailer rows ' +
  'behind the widget (its metric, or its first metric column); metrics — one row per dimension item (and date ' +
  'bucket) with a column per metric and a Currency column when a metric is money. Absent: widgetdata for data and ' +
  'matrix tables, DETAILS for other widgets, metrics without a widget. Dates fromDate..toDate (cut to the ' +
  'retention), filters as widget get-data takes them (filterSet) and applyRetailerAssortment. The file (csv or xlsx) ' +
  'is built in the background as the owner sees the data: status I queued, R building (rowsWritten, rowsTotal, ' +
  'progress), D ready, F failed (error; the owner is told in-app), E expired (the file is removed after expiryDate, ' +
  'UTC). Recipients (members) are mailed once it is built: the file attached up to 10 MB, else a link. Unknown ' +
  'widgets, metrics, dimensions, saved filters or recipients answer 422 naming the field.';

type Viewer = ReturnType<typeof scopedViewer>;

async function visibleOrNotFound(app: FastifyInstance, viewer: Viewer, id: number): Promise<StoredDataset> {
  const [found] = await visibleDatasets(app.db, viewer, id);
  if (found) return found;
  const any = viewer.isSystemAdmin ? await storedDataset(app.db, viewer.customerId, id) : null;
  if (!any) throw new HttpError(404, datasetMessages.unknown);
  return any;
}

async function ownedDataset(app: FastifyInstance, viewer: Viewer, id: number) {
  const found = await visibleOrNotFound(app, viewer, id);
  if (found.ownerUserId !== viewer.userId) throw new HttpError(403, datasetMessages.ownerOnly);
  return found;
}

/** The file of a dataset, or why there is none: expired (404), not built yet or failed (409). */
function requireFile(dataset: StoredDataset): string {
  if (dataset.status === 'E') throw new HttpError(404, datasetMessages.expired);
  if (dataset.status !== 'D' || !dataset.filePath) throw new HttpError(409, datasetMessages.notReady);
  return dataset.filePath;
}

/** The widget behind a placed or saved widget id, as the viewer sees it; undefined when unknown or not shared. */
async function widgetOf(
  app: FastifyInstance,
  viewer: Viewer,
  source: { dashboardWidgetId: number | null; widgetId: number | null },
) {
  if (source.dashboardWidgetId !== null) {
    const placed = await visiblePlacedWidget(app.db, viewer, source.dashboardWidgetId);
    if (!placed || placed.widget.visualization === null) return undefined;
    const saved = await visibleWidget(app.db, viewer, placed.widget.widgetId);
    const name = placed.widget.nameOverride || saved?.name || 'Widget';
    return { visualization: placed.widget.visualization, name: `${name} (${placed.dashboard.row.name})` };
  }
  if (source.widgetId === null) return undefined;
  const saved = await visibleWidget(app.db, viewer, source.widgetId);
  return saved ? { visualization: saved.visualizationType, name: saved.name } : undefined;
}

/** Checks what the schema cannot (422 naming each field) and answers the output type to build. */
async function checkInput(app: FastifyInstance, viewer: Viewer, input: DatasetInputParsed): Promise<DatasetOutputType> {
  const fields: Record<string, string> = {};
  let outputType: DatasetOutputType = input.outputType ?? 'metrics';
  if (input.dashboardWidgetId !== null || input.widgetId !== null) {
    const widget = await widgetOf(app, viewer, input);
    if (!widget) {
      if (input.dashboardWidgetId !== null) fields.dashboardWidgetId = datasetMessages.unknownPlacedWidget;
      else fields.widgetId = datasetMessages.unknownWidget;
    } else {
      const allowed = datasetOutputTypesOf(widget.visualization);
      outputType = input.outputType ?? (allowed[0] as DatasetOutputType);
      if (!allowed.includes(outputType)) fields.outputType = datasetMessages.notForWidget;
    }
  } else {
    try {
      metricsAndDimensions(input.metricIds, input.dimensionIds);
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
      fields[error.field] = error.message;
    }
  }
  const wanted = input.filterSet.savedFilterIds;
  if (wanted.length > 0) {
    const seen = new Set((await visibleSavedFilters(app.db, viewer, wanted)).map((filter) => filter.id));
    const index = wanted.findIndex((id) => !seen.has(id));
    if (index >= 0) fields[`filterSet.savedFilterIds.${index}`] = 'Unknown saved filter.';
  }
  if ((await nonMembers(app.db, viewer.customerId, input.recipientIds)).length > 0)
    fields.recipientIds = datasetMessages.recipients;
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(422, first, fields);
  return outputType;
}

/** The last 30 days up to yesterday (UTC): what the builder starts from for a widget. */
const defaultDates = () => {
  const today = todayInZone('UTC');
  return { fromDate: addDays(today, -30), toDate: addDays(today, -1) };
};

/** Datasets: list, builder context, create (build queued), read, delete, download and mail again. */
export const datasetRoutes: FastifyPluginAsyncZod<DatasetBuildOptions> = async (app, options) => {
  const toAnswer = (viewer: Viewer, { filePath: _f, mailedAt: _m, ...stored }: StoredDataset) => ({
    ...stored,
    isOwnedByMe: stored.ownerUserId === viewer.userId,
  });

  app.get(
    datasetPaths.datasets,
    {
      schema: {
        tags,
        summary: 'Datasets I own or received, newest first (spec 2 §7 datasets)',
        description: 'Each carries its status and progress, the file name and size once built, and its expiry date.',
        response: { 200: datasetListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return (await visibleDatasets(app.db, viewer)).map((found) => toAnswer(viewer, found));
    },
  );

  app.get(
    datasetPaths.datasetsContext,
    {
      schema: {
        tags,
        summary: 'What the builder starts from (spec 2 §7 datasets/context)',
        description:
          'Exactly one of dwId (a placed widget: its name, the last 30 days to yesterday, no filters, its default ' +
          'output type) and datasetId (a dataset I own or received: its own input, to build again). Both or ' +
          'neither: 400 naming dwId. outputTypes lists what the source can give, the default first.',
        querystring: datasetContextQuerySchema,
        response: { 200: datasetContextSchema, ...errors },
      },
    },
    async (request): Promise<DatasetContext> => {
      const viewer = scopedViewer(request);
      const { dwId, datasetId } = request.query;
      if (dwId !== undefined) {
        const widget = await widgetOf(app, viewer, { dashboardWidgetId: dwId, widgetId: null });
        if (!widget)
          throw new HttpError(404, datasetMessages.unknownPlacedWidget, { dwId: datasetMessages.unknownPlacedWidget });
        const outputTypes = datasetOutputTypesOf(widget.visualization);
        return {
          input: {
            subject: widget.name.slice(0, 200),
            fileType: DATASET_DEFAULTS.fileType,
            outputType: outputTypes[0] as DatasetOutputType,
            dashboardWidgetId: dwId,
            widgetId: null,
            metricIds: [],
            dimensionIds: [],
            dateGrouping: null,
            ...defaultDates(),
            filterSet: exportDashboardSettingsSchema.parse({}),
            applyRetailerAssortment: false,
            recipientIds: [],
            expiryDays: DATASET_DEFAULTS.expiryDays,
          },
          sourceName: widget.name,
          outputTypes,
        };
      }
      const found = await visibleOrNotFound(app, viewer, datasetId as number);
      const widget =
        found.dashboardWidgetId !== null || found.widgetId !== null ? await widgetOf(app, viewer, found) : undefined;
      const days = Math.round((Date.parse(found.expiryDate) - Date.parse(found.createdAt.slice(0, 10))) / 86_400_000);
      return {
        input: {
          subject: found.subject,
          fileType: found.fileType,
          outputType: found.outputType,
          dashboardWidgetId: found.dashboardWidgetId,
          widgetId: found.widgetId,
          metricIds: found.metricIds,
          dimensionIds: found.dimensionIds,
          dateGrouping: found.dateGrouping,
          fromDate: found.fromDate,
          toDate: found.toDate,
          filterSet: found.filterSet,
          applyRetailerAssortment: found.applyRetailerAssortment,
          recipientIds: found.ownerUserId === viewer.userId ? found.recipientList : [],
          expiryDays: Math.min(Math.max(days, 1), 365),
        },
        sourceName: widget?.name ?? found.sourceName,
        outputTypes: widget ? datasetOutputTypesOf(widget.visualization) : ['metrics'],
      };
    },
  );

  app.post(
    datasetPaths.datasetCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Build a dataset owned by the caller: answers it queued (status I) at once',
        description: RULES,
        body: datasetInputSchema,
        response: { 201: datasetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      if ((await nonMembers(app.db, viewer.customerId, [viewer.userId])).length > 0)
        throw new HttpError(403, datasetMessages.membersOnly);
      const outputType = await checkInput(app, viewer, request.body);
      const id = await createDataset(app.db, viewer.customerId, viewer.userId, { ...request.body, outputType });
      if (app.jobs.enabled) {
        await queueDatasetBuild(app, { customerId: viewer.customerId, datasetId: id });
      } else {
        // Without job workers (JOBS=off) the dataset is built here, once, without retries.
        try {
          await buildDataset(app, viewer.customerId, id, options);
        } catch (error) {
          request.log.warn({ err: error, datasetId: id }, 'dataset build failed');
          await failDataset(app, viewer.customerId, id, error);
        }
      }
      return reply
        .code(201)
        .send(toAnswer(viewer, (await storedDataset(app.db, viewer.customerId, id)) as StoredDataset));
    },
  );

  app.get(
    datasetPaths.dataset,
    {
      schema: {
        tags,
        summary: 'One dataset with its progress (owner or recipient)',
        params: datasetIdParamsSchema,
        response: { 200: datasetSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return toAnswer(viewer, await visibleOrNotFound(app, viewer, request.params.id));
    },
  );

  app.delete(
    datasetPaths.dataset,
    {
      schema: {
        tags,
        summary: 'Delete a dataset (owner) and its file; a build in progress stops at its next step',
        params: datasetIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      const found = await ownedDataset(app, viewer, request.params.id);
      await deleteDataset(app.db, viewer.customerId, found.id);
      await removeDatasetFile(found, options.dataDir);
      return reply.code(204).send(null);
    },
  );

  app.get(
    datasetPaths.datasetDownload,
    {
      schema: {
        tags,
        summary: 'Download the built file (owner or recipient), until it expires',
        description:
          'The file name comes in content-disposition; the file is streamed. 409 while it is not built (queued, ' +
          'building or failed), 404 once expired (its file is removed).',
        params: datasetIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      const found = await visibleOrNotFound(app, viewer, request.params.id);
      const file = requireFile(found);
      return reply
        .header('content-type', contentTypeOf(found.fileType))
        .header('content-disposition', attachment(found.filename ?? path.basename(file)))
        .header('content-length', String(found.fileSize ?? ''))
        .send(createReadStream(path.join(options.dataDir, file)));
    },
  );

  app.post(
    datasetPaths.datasetMail,
    {
      schema: {
        tags,
        summary: 'Mail a built dataset again (owner): to its recipients, or to the owner when it has none',
        description:
          'The file attached up to 10 MB, else a link to the datasets screen. 409 before it is built, 404 once expired.',
        params: datasetIdParamsSchema,
        response: { 200: datasetSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const found = await ownedDataset(app, viewer, request.params.id);
      requireFile(found);
      const to = found.recipientList.length > 0 ? found.recipientList : [found.ownerUserId];
      await mailDataset(app, found, options, to);
      return toAnswer(viewer, found);
    },
  );
};
