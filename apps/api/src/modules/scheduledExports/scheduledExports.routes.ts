import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ScheduledExportInputParsed,
  scheduledExportIdParamsSchema,
  scheduledExportInputSchema,
  scheduledExportInstanceListSchema,
  scheduledExportInstanceSchema,
  scheduledExportInstancesQuerySchema,
  scheduledExportListSchema,
  scheduledExportMessages,
  scheduledExportPaths,
  scheduledExportSchema,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/attachment';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { visibleDashboard, visiblePlacedWidget } from '../dashboards';
import { visibleSavedFilters } from '../savedFilters';
import { nonMembers } from '../widgets';
import { EXPORT_RUN_JOB, type ExportRunData, exportJobKey } from './exportJobs';
import { contentTypeOf, type ExportRunOptions, failExport, runExport } from './exportRun';
import {
  createExport,
  deleteExport,
  instanceFor,
  publicInstance,
  type StoredExport,
  storedExport,
  updateExport,
  visibleExports,
  visibleInstances,
} from './scheduledExports.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['scheduled exports'];

const RULES =
  'Exactly one of dashboardWidgetId (a placed widget) and dashboardId. fileType csv (default) writes one ' +
  'widget; xlsx writes a widget, or a dashboard with one sheet per widget; pdf prints a dashboard as its PDF ' +
  'download does. Every file is stamped with the dates (rollingDate on the day of the run, UTC) and the filter ' +
  'values (dashboardSettings: the filter id fields of widget get-data) it ran with: CSV in lines above the ' +
  'table, XLSX on a first sheet "Export", PDF on the printed page. frequency daily, weekly (weekday 1 Monday … ' +
  '7 Sunday) or monthly (monthDay 1–31; a shorter month runs on its last day), at time HH:mm UTC, from ' +
  'startDate to endDate (both included). nextExport is computed on every save. Files are made as the owner ' +
  'sees the widget or dashboard. Recipients must be members; none means the owner gets the mail. Mail carries ' +
  'the file up to 10 MB, a link to the exports beyond. Unknown widget, dashboard, saved filters or recipients ' +
  'answer 422 naming the field.';

type Viewer = ReturnType<typeof scopedViewer>;

async function visibleOrNotFound(app: FastifyInstance, viewer: Viewer, id: number): Promise<StoredExport> {
  const [found] = await visibleExports(app.db, viewer, id);
  if (found) return found;
  const any = viewer.isSystemAdmin ? await storedExport(app.db, viewer.customerId, id) : null;
  if (!any) throw new HttpError(404, scheduledExportMessages.unknown);
  return any;
}

async function ownedExport(app: FastifyInstance, viewer: Viewer, id: number) {
  const found = await visibleOrNotFound(app, viewer, id);
  if (found.ownerUserId !== viewer.userId) throw new HttpError(403, scheduledExportMessages.ownerOnly);
  return found;
}

async function requireMember(app: FastifyInstance, viewer: Viewer) {
  if ((await nonMembers(app.db, viewer.customerId, [viewer.userId])).length > 0)
    throw new HttpError(403, scheduledExportMessages.membersOnly);
}

/** References the schema cannot check (422 naming each). */
async function checkReferences(app: FastifyInstance, viewer: Viewer, input: ScheduledExportInputParsed) {
  const fields: Record<string, string> = {};
  if (input.dashboardWidgetId !== null && !(await visiblePlacedWidget(app.db, viewer, input.dashboardWidgetId)))
    fields.dashboardWidgetId = 'Unknown dashboard widget.';
  if (input.dashboardId !== null && !(await visibleDashboard(app.db, viewer, input.dashboardId)))
    fields.dashboardId = 'Unknown dashboard.';
  const wanted = input.dashboardSettings.savedFilterIds;
  if (wanted.length > 0) {
    const seen = new Set((await visibleSavedFilters(app.db, viewer, wanted)).map((filter) => filter.id));
    const index = wanted.findIndex((id) => !seen.has(id));
    if (index >= 0) fields[`dashboardSettings.savedFilterIds.${index}`] = 'Unknown saved filter.';
  }
  if ((await nonMembers(app.db, viewer.customerId, input.recipientIds)).length > 0)
    fields.recipientIds = scheduledExportMessages.recipients;
  const first = Object.values(fields)[0];
  if (first) throw new HttpError(422, first, fields);
}

/** Scheduled exports: list, read, create, replace, copy, delete, run now, the instances and their files. */
export const scheduledExportRoutes: FastifyPluginAsyncZod<ExportRunOptions> = async (app, options) => {
  const answer = async (viewer: Viewer, id: number) => {
    const stored = (await storedExport(app.db, viewer.customerId, id)) as StoredExport;
    return { ...stored, isOwnedByMe: stored.ownerUserId === viewer.userId };
  };
  const toAnswer = (viewer: Viewer, stored: StoredExport) => ({
    ...stored,
    isOwnedByMe: stored.ownerUserId === viewer.userId,
  });

  app.get(
    scheduledExportPaths.scheduledExports,
    {
      schema: {
        tags,
        summary: 'Scheduled exports I own or receive (spec 2 §7 scheduled-exports)',
        description: 'Each carries nextExport (null when inactive or past its end date) and targetName.',
        response: { 200: scheduledExportListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return (await visibleExports(app.db, viewer)).map((found) => toAnswer(viewer, found));
    },
  );

  app.get(
    scheduledExportPaths.scheduledExportInstances,
    {
      schema: {
        tags,
        summary: 'Runs of the exports I own or receive, newest first (spec 2 §7 scheduled-export-instances)',
        description:
          'status: I initiated (queued), R running, D done (file kept, mail sent), F failed (error says why). ' +
          'scheduledExportId narrows to one export. At most 200.',
        querystring: scheduledExportInstancesQuerySchema,
        response: { 200: scheduledExportInstanceListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return (await visibleInstances(app.db, viewer, request.query.scheduledExportId)).map(publicInstance);
    },
  );

  app.get(
    scheduledExportPaths.scheduledExport,
    {
      schema: {
        tags,
        summary: 'One scheduled export (owner or recipient)',
        params: scheduledExportIdParamsSchema,
        response: { 200: scheduledExportSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return toAnswer(viewer, await visibleOrNotFound(app, viewer, request.params.id));
    },
  );

  app.post(
    scheduledExportPaths.scheduledExportCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a scheduled export owned by the caller (defaults of spec 2 §9)',
        description: RULES,
        body: scheduledExportInputSchema,
        response: { 201: scheduledExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app, viewer);
      await checkReferences(app, viewer, request.body);
      const id = await createExport(app.db, viewer.customerId, viewer.userId, request.body);
      return reply.code(201).send(await answer(viewer, id));
    },
  );

  app.patch(
    scheduledExportPaths.scheduledExport,
    {
      schema: {
        tags,
        summary: 'Replace a scheduled export (owner)',
        description: RULES,
        params: scheduledExportIdParamsSchema,
        body: scheduledExportInputSchema,
        response: { 200: scheduledExportSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const stored = await ownedExport(app, viewer, request.params.id);
      await checkReferences(app, viewer, request.body);
      await updateExport(app.db, viewer.customerId, stored.id, request.body);
      return answer(viewer, stored.id);
    },
  );

  app.delete(
    scheduledExportPaths.scheduledExport,
    {
      schema: {
        tags,
        summary: 'Delete a scheduled export (owner) with its instances',
        params: scheduledExportIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await deleteExport(app.db, viewer.customerId, (await ownedExport(app, viewer, request.params.id)).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    scheduledExportPaths.scheduledExportCopy,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Copy a scheduled export I own or receive; the copy is mine, named "Copy of …" and inactive',
        params: scheduledExportIdParamsSchema,
        response: { 201: scheduledExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app, viewer);
      const original = await visibleOrNotFound(app, viewer, request.params.id);
      const input = scheduledExportInputSchema.parse({
        ...original,
        subject: `Copy of ${original.subject}`.slice(0, 200),
        isActive: false,
      });
      const id = await createExport(app.db, viewer.customerId, viewer.userId, input);
      return reply.code(201).send(await answer(viewer, id));
    },
  );

  app.post(
    scheduledExportPaths.scheduledExportRunNow,
    {
      schema: {
        tags,
        summary: 'Run now (owner): an instance for this moment, made and mailed as a scheduled run is',
        description:
          'Answers the new instance (status I) at once; the file is made in the background and the instance ' +
          'ends D or F. An inactive export may be run too. The schedule is not moved.',
        params: scheduledExportIdParamsSchema,
        response: { 201: scheduledExportInstanceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      const found = await ownedExport(app, viewer, request.params.id);
      const scheduledFor = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
      const instance = await instanceFor(app.db, found, scheduledFor);
      const data: ExportRunData = { customerId: viewer.customerId, scheduledExportId: found.id, scheduledFor };
      if (app.jobs.enabled) {
        await app.jobs.send(EXPORT_RUN_JOB, data, { singletonKey: exportJobKey(data) });
        return reply.code(201).send(publicInstance(instance));
      }
      // Without job workers (JOBS=off) the run is made here, once, without retries.
      try {
        const done = await runExport(app, viewer.customerId, found.id, scheduledFor, options);
        return reply.code(201).send(publicInstance(done ?? instance));
      } catch (error) {
        request.log.warn({ err: error, scheduledExportId: found.id }, 'export run failed');
        const failed = await failExport(app, viewer.customerId, found.id, scheduledFor, error);
        return reply.code(201).send(publicInstance(failed ?? instance));
      }
    },
  );

  app.get(
    scheduledExportPaths.scheduledExportInstanceFile,
    {
      schema: {
        tags,
        summary: 'Download the file of a done instance (owner or recipient of its export)',
        description: 'The file name comes in content-disposition. 404 while the instance is not done.',
        params: scheduledExportIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      const [instance] = await visibleInstances(app.db, viewer, undefined, request.params.id);
      if (!instance) throw new HttpError(404, 'Unknown export instance.');
      if (instance.status !== 'D' || !instance.filePath) throw new HttpError(404, scheduledExportMessages.notReady);
      const file = await readFile(path.join(options.dataDir, instance.filePath));
      return reply
        .header('content-type', contentTypeOf(instance.fileType))
        .header('content-disposition', attachment(instance.filename))
        .send(file);
    },
  );
};
