import {
  dashboardConfigWidgetSchema,
  dashboardIdParamsSchema,
  dashboardMessages,
  dashboardPaths,
  dashboardWidgetEntrySchema,
  dashboardWidgetIdParamsSchema,
  dashboardWidgetOverridesSchema,
  dashboardWidgetsQuerySchema,
  widgetsForDashboardSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { visibleWidgets } from '../widgets';
import { checkOverrides, dashboardOrNotFound } from './dashboardAccess';
import { dashboardWidgetEntries, placedWidgets, visibleDashboards, visiblePlacedWidget } from './dashboards.repository';
import { updateOverrides } from './dashboardWrites.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['dashboards'];

/** Widgets placed on dashboards: lists, one with its overrides, and the widgets of a dashboard (spec 2 §3, §7). */
export const dashboardWidgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dashboardPaths.dashboardWidgets,
    {
      schema: {
        tags,
        summary: 'dashboardWidgets of the dashboards I own or that are shared with me (or of one: ?dashboardId=)',
        description:
          'title is the name override, else the widget name; a widget not shared with the caller shows only ' +
          'its override (or an empty title).',
        querystring: dashboardWidgetsQuerySchema,
        response: { 200: z.array(dashboardWidgetEntrySchema), ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const only = request.query.dashboardId === undefined ? undefined : [request.query.dashboardId];
      const ids = (await visibleDashboards(app.db, viewer, only)).map((dashboard) => dashboard.row.id);
      return dashboardWidgetEntries(app.db, viewer, ids);
    },
  );

  app.get(
    dashboardPaths.dashboardWidget,
    {
      schema: {
        tags,
        summary: 'One placed widget with its position and overrides',
        params: dashboardWidgetIdParamsSchema,
        response: { 200: dashboardConfigWidgetSchema, ...errors },
      },
    },
    async (request) => {
      const found = await visiblePlacedWidget(app.db, scopedViewer(request), request.params.id);
      if (!found) throw new HttpError(404, dashboardMessages.unknownDashboardWidget);
      return found.widget;
    },
  );

  app.patch(
    dashboardPaths.dashboardWidget,
    {
      schema: {
        tags,
        summary: 'Change some overrides of a placed widget (owner of the dashboard only)',
        description:
          'Overrides left out keep their value; null (or [] / {}) removes one. An empty or missing body answers ' +
          "'Invalid payload'; an id that is not a whole number 'No widgetId provided' (spec 2 §5).",
        params: dashboardWidgetIdParamsSchema,
        body: dashboardWidgetOverridesSchema,
        response: { 200: dashboardConfigWidgetSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const found = await visiblePlacedWidget(app.db, viewer, request.params.id);
      if (!found) throw new HttpError(404, dashboardMessages.unknownDashboardWidget);
      if (!found.dashboard.isOwnedByMe) throw new HttpError(403, dashboardMessages.ownerOnly);
      await checkOverrides(app.db, viewer, request.body);
      await updateOverrides(app.db, viewer.customerId, found.widget.id, request.body);
      const updated = await visiblePlacedWidget(app.db, viewer, found.widget.id);
      if (!updated) throw new HttpError(404, dashboardMessages.unknownDashboardWidget);
      return updated.widget;
    },
  );

  app.get(
    dashboardPaths.widgetsForDashboard,
    {
      schema: {
        tags,
        summary: 'The widgets of a dashboard in layout order, each with its overrides and its saved definition',
        description:
          'A widget that is not shared with the caller is flagged widgetNotShared and its widget is null: ' +
          'neither its definition nor its data leaves the server.',
        params: dashboardIdParamsSchema,
        response: { 200: widgetsForDashboardSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = scopedViewer(request);
      const dashboard = await dashboardOrNotFound(app.db, viewer, request.params.id);
      const placed = await placedWidgets(app.db, viewer, [dashboard.row.id]);
      const shown = placed.filter((widget) => !widget.widgetNotShared).map((widget) => widget.widgetId);
      const definitions = new Map((await visibleWidgets(app.db, viewer, shown)).map((widget) => [widget.id, widget]));
      return placed.map((widget) => ({ ...widget, widget: definitions.get(widget.widgetId) ?? null }));
    },
  );
};
