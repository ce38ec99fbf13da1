import {
  dashboardIdParamsSchema,
  dashboardInputSchema,
  dashboardListEntrySchema,
  dashboardListSchema,
  dashboardMessages,
  dashboardPaths,
  dashboardSchema,
  dashboardShareRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { nonMembers } from '../widgets';
import { checkDashboardInput, dashboardOrNotFound, ownedDashboard, requireMember } from './dashboardAccess';
import { dashboardListEntries, fullDashboard } from './dashboards.repository';
import {
  copyInputOf,
  createDashboard,
  deleteDashboard,
  shareDashboard,
  updateDashboard,
} from './dashboardWrites.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['dashboards'];

const LAYOUT_RULES =
  'The body holds the settings and the whole layout: groups in order, each with its widgets (rowIndex is the ' +
  'row inside the group, the order within a row is the order in the list). Groups and widgets that carry the ' +
  "id of one of this dashboard's are kept (their ids stay), others are created, missing ones removed. " +
  'A widget must be one the caller sees or one already on the dashboard; a missing widgetId answers ' +
  "'No widgetId provided', a colour that is not 3 or 6 hex digits 'Invalid HEX color.', a rolling preset " +
  'together with a fixed range names fixedDateRange. Unknown saved filters, dimensions, widgets and linked ' +
  'dashboards answer 422 naming the field.';

/** Dashboards owned by or shared with the caller: list, read, create, replace, copy, share, delete (spec 2 §3, §7). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dashboardPaths.dashboards,
    {
      schema: {
        tags,
        summary: 'Every dashboard I own or that is shared with me, in the list shape',
        description:
          'Each entry carries my home-tab placement (tabId, sequenceNumber; null when in no tab of mine), ' +
          'isOwnedByMe, isSharedWithMe, defaultFilterId (= defaultSavedFilterId), the owner and the widget count.',
        response: { 200: dashboardListSchema, ...errors },
      },
    },
    async (request) => dashboardListEntries(app.db, scopedViewer(request)),
  );

  app.get(
    dashboardPaths.dashboardListEntry,
    {
      schema: {
        tags,
        summary: 'One dashboard in the list shape',
        description:
          'The spec names both dashboard/{id} and dashboards/{id}: this one answers the list entry of one ' +
          'dashboard (placement and sharing, no layout); dashboard/{id} answers the whole dashboard.',
        params: dashboardIdParamsSchema,
        response: { 200: dashboardListEntrySchema, ...errors },
      },
    },
    async (request) => {
      const [entry] = await dashboardListEntries(app.db, scopedViewer(request), [request.params.id]);
      if (!entry) throw new HttpError(404, dashboardMessages.unknownDashboard);
      return entry;
    },
  );

  app.get(
    dashboardPaths.dashboard,
    {
      schema: {
        tags,
        summary: 'The whole dashboard: settings, dashboardUsers, groups and their widgets with overrides',
        description:
          'A widget placed on the dashboard that is not shared with the caller is flagged widgetNotShared ' +
          '(visualization null); its definition is not sent.',
        params: dashboardIdParamsSchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      return fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, request.params.id));
    },
  );

  app.post(
    dashboardPaths.dashboardCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a dashboard owned by the caller (icon defaults to presentation)',
        description: LAYOUT_RULES,
        body: dashboardInputSchema,
        response: { 201: dashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app.db, viewer);
      await checkDashboardInput(app.db, viewer, request.body);
      const id = await createDashboard(app.db, viewer.customerId, viewer.userId, request.body);
      return reply.code(201).send(await fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, id)));
    },
  );

  app.patch(
    dashboardPaths.dashboard,
    {
      schema: {
        tags,
        summary: 'Replace the settings and layout of a dashboard (owner only)',
        description: LAYOUT_RULES,
        params: dashboardIdParamsSchema,
        body: dashboardInputSchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const current = await ownedDashboard(app.db, viewer, request.params.id);
      await checkDashboardInput(app.db, viewer, request.body, current.row.id);
      await updateDashboard(app.db, viewer.customerId, current.row.id, request.body);
      return fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, current.row.id));
    },
  );

  app.delete(
    dashboardPaths.dashboard,
    {
      schema: {
        tags,
        summary: 'Delete the dashboard (owner only); it leaves every home tab',
        params: dashboardIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const current = await ownedDashboard(app.db, viewer, request.params.id);
      await deleteDashboard(app.db, viewer.customerId, current.row.id);
      return { id: current.row.id };
    },
  );

  app.post(
    dashboardPaths.dashboardCopy,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Copy a visible dashboard into a new one owned by the caller, named '<name> (copy)', not shared",
        description:
          'Groups, widgets and overrides are copied as they are; the copy is in no home tab. Widgets of the ' +
          'source that are not shared with the caller stay on the copy, flagged widgetNotShared.',
        params: dashboardIdParamsSchema,
        response: { 201: dashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      await requireMember(app.db, viewer);
      const source = await fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, request.params.id));
      const name = `${source.name} (copy)`.slice(0, 200);
      const id = await createDashboard(app.db, viewer.customerId, viewer.userId, copyInputOf(source, name));
      return reply.code(201).send(await fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, id)));
    },
  );

  app.put(
    dashboardPaths.dashboardShare,
    {
      schema: {
        tags,
        summary: 'Set the members the dashboard is shared with (owner only); [] stops sharing',
        description:
          'Each becomes a dashboard user with isOwner false and may view the dashboard, not change it. A user ' +
          'it is no longer shared with loses it from their home tabs.',
        params: dashboardIdParamsSchema,
        body: dashboardShareRequestSchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const current = await ownedDashboard(app.db, viewer, request.params.id);
      if ((await nonMembers(app.db, viewer.customerId, request.body.userIds)).length > 0) {
        throw new HttpError(422, dashboardMessages.unknownUser, { userIds: dashboardMessages.unknownUser });
      }
      await shareDashboard(app.db, viewer.customerId, current.row.id, current.row.ownerUserId, request.body.userIds);
      return fullDashboard(app.db, viewer, await dashboardOrNotFound(app.db, viewer, current.row.id));
    },
  );
};
