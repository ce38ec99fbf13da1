import {
  savedWidgetListSchema,
  savedWidgetMessages,
  savedWidgetPaths,
  savedWidgetSchema,
  type SavedWidget,
  widgetCreateSchema,
  widgetIdParamsSchema,
  widgetInputSchema,
  widgetShareRequestSchema,
  widgetTypeOf,
  widgetUsersAnswerSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { type Viewer, visibleWidget, visibleWidgets, widgetUsersOf } from './widgets.repository';
import {
  createWidget,
  deleteWidget,
  nonMembers,
  shareableUsers,
  shareWidget,
  updateWidget,
} from './widgetWrites.repository';
import { scopedViewer } from '../customers';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['widgets'];

export const viewerOf = scopedViewer;

export async function widgetOrNotFound(db: Db, viewer: Viewer, id: number) {
  const widget = await visibleWidget(db, viewer, id);
  if (!widget) throw new HttpError(404, savedWidgetMessages.unknownWidget);
  return widget;
}

/** Only the owner ('O') changes, shares or deletes a widget (spec 2 §6). */
async function ownedWidget(db: Db, viewer: Viewer, id: number) {
  const widget = await widgetOrNotFound(db, viewer, id);
  if (widget.accessLevel !== 'O') throw new HttpError(403, savedWidgetMessages.ownerOnly);
  return widget;
}

/** A stored widget as an editor input; parsed again so a copy gets exactly what a save would. */
function inputOf(widget: SavedWidget) {
  const tableFields = widget.tableFields.map(
    ({ id: _id, widgetId: _widgetId, sequenceNumber: _seq, thresholds, ...field }) => ({
      ...field,
      thresholds: thresholds.map(({ id: _thresholdId, ...threshold }) => threshold),
    }),
  );
  return widgetInputSchema.parse({ ...widget, tableFields });
}

/** Widgets are owned by members; a system admin who is not one may look but not own. */
async function requireMember(db: Db, viewer: Viewer) {
  if ((await nonMembers(db, viewer.customerId, [viewer.userId])).length > 0) {
    throw new HttpError(403, 'Only members of this customer can own widgets.');
  }
}

/** Saved widgets of the active customer: list, read, create, update, copy, share, delete (spec 2 §3, §7). */
export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    savedWidgetPaths.widgets,
    {
      schema: {
        tags,
        summary: "Widgets the caller owns (accessLevel 'O') or that are shared with them ('V')",
        description:
          'Besides the stored definition, the derived fields of spec 2 §3: source (MARKET_DATA, IMAGE_SIMILARITY or ' +
          "TEXT), dateFrom/dateTo (the widget's own period resolved today and cut to the retention; null when it " +
          'follows the dashboard), filterName, metricGroupIds, metricType (the format), metricName, dimensionName ' +
          'and shareType (PRIVATE, SHARED_BY_ME or SHARED_WITH_ME, from the caller).',
        response: { 200: savedWidgetListSchema, ...errors },
      },
    },
    async (request) => visibleWidgets(app.db, viewerOf(request)),
  );

  app.get(
    savedWidgetPaths.widgetUsers,
    {
      schema: {
        tags,
        summary: 'widgetUsers of the visible widgets, and the active members a widget can be shared with',
        response: { 200: widgetUsersAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const ids = (await visibleWidgets(app.db, viewer)).map((widget) => widget.id);
      return {
        widgetUsers: await widgetUsersOf(app.db, viewer.customerId, ids),
        users: await shareableUsers(app.db, viewer.customerId),
      };
    },
  );

  app.post(
    savedWidgetPaths.widgetCreate,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a widget owned by the caller; required fields depend on the type',
        body: widgetCreateSchema,
        response: { 201: savedWidgetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await requireMember(app.db, viewer);
      const id = await createWidget(app.db, viewer.customerId, viewer.userId, request.body);
      return reply.code(201).send(await widgetOrNotFound(app.db, viewer, id));
    },
  );

  app.get(
    savedWidgetPaths.widget,
    {
      schema: {
        tags,
        summary: 'One visible widget with its table fields, column groups, columns and settings',
        params: widgetIdParamsSchema,
        response: { 200: savedWidgetSchema, ...errors },
      },
    },
    async (request) => widgetOrNotFound(app.db, viewerOf(request), request.params.id),
  );

  app.patch(
    savedWidgetPaths.widget,
    {
      schema: {
        tags,
        summary: 'Replace the widget definition (owner only)',
        params: widgetIdParamsSchema,
        body: widgetInputSchema,
        response: { 200: savedWidgetSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const current = await ownedWidget(app.db, viewer, request.params.id);
      const type = widgetTypeOf(request.body.visualizationType);
      if (!type.selectable && current.visualizationType !== type.visualizationType) {
        throw new HttpError(400, savedWidgetMessages.notSelectable, {
          visualizationType: savedWidgetMessages.notSelectable,
        });
      }
      await updateWidget(app.db, viewer.customerId, current.id, request.body);
      return widgetOrNotFound(app.db, viewer, current.id);
    },
  );

  app.delete(
    savedWidgetPaths.widget,
    {
      schema: {
        tags,
        summary: 'Delete the widget (owner only)',
        params: widgetIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const current = await ownedWidget(app.db, viewer, request.params.id);
      await deleteWidget(app.db, viewer.customerId, current.id);
      return { id: current.id };
    },
  );

  app.post(
    savedWidgetPaths.widgetCopy,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Copy a visible widget into a new one owned by the caller, named '<name> (copy)', not shared",
        params: widgetIdParamsSchema,
        response: { 201: savedWidgetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await requireMember(app.db, viewer);
      const source = await widgetOrNotFound(app.db, viewer, request.params.id);
      const name = `${source.name} (copy)`.slice(0, 200);
      const id = await createWidget(app.db, viewer.customerId, viewer.userId, inputOf({ ...source, name }));
      return reply.code(201).send(await widgetOrNotFound(app.db, viewer, id));
    },
  );

  app.put(
    savedWidgetPaths.widgetShare,
    {
      schema: {
        tags,
        summary: 'Set the members the widget is shared with (owner only); [] stops sharing',
        params: widgetIdParamsSchema,
        body: widgetShareRequestSchema,
        response: { 200: savedWidgetSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const current = await ownedWidget(app.db, viewer, request.params.id);
      if ((await nonMembers(app.db, viewer.customerId, request.body.userIds)).length > 0) {
        throw new HttpError(422, savedWidgetMessages.unknownUser, { userIds: savedWidgetMessages.unknownUser });
      }
      await shareWidget(app.db, viewer.customerId, current.id, current.userId, request.body.userIds);
      return widgetOrNotFound(app.db, viewer, current.id);
    },
  );
};
