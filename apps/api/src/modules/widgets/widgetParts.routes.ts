import {
  savedWidgetPaths,
  widgetColumnGroupRefSchema,
  widgetIdParamsSchema,
  widgetTableColumnRefSchema,
  widgetTableFieldSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { viewerOf, widgetOrNotFound } from './widgets.routes';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['widgets'];
const params = widgetIdParamsSchema;

/**
 * The widget-specific lists of spec 2 §7 (widget/{id}/table-fields, /column-groups, /custom-settings,
 * /table-columns). Column groups and columns are answered as catalogue ids in the widget's order; their
 * names and colours come from the customer's column-group and table-column lists.
 */
export const widgetPartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    savedWidgetPaths.widgetTableFields,
    {
      schema: {
        tags,
        summary: 'Table fields of the widget with conditions and thresholds',
        params,
        response: { 200: z.array(widgetTableFieldSchema), ...errors },
      },
    },
    async (request) => (await widgetOrNotFound(app.db, viewerOf(request), request.params.id)).tableFields,
  );

  app.get(
    savedWidgetPaths.widgetColumnGroups,
    {
      schema: {
        tags,
        summary: 'Column groups chosen for the widget, in order',
        params,
        response: { 200: z.array(widgetColumnGroupRefSchema), ...errors },
      },
    },
    async (request) => {
      const widget = await widgetOrNotFound(app.db, viewerOf(request), request.params.id);
      return widget.columnGroupIds.map((columnGroupId, index) => ({ columnGroupId, sequenceNumber: index + 1 }));
    },
  );

  app.get(
    savedWidgetPaths.widgetTableColumns,
    {
      schema: {
        tags,
        summary: 'Table columns chosen for the widget, in order',
        params,
        response: { 200: z.array(widgetTableColumnRefSchema), ...errors },
      },
    },
    async (request) => {
      const widget = await widgetOrNotFound(app.db, viewerOf(request), request.params.id);
      return widget.columnIds.map((tableColumnId, index) => ({ tableColumnId, sequenceNumber: index + 1 }));
    },
  );

  app.get(
    savedWidgetPaths.widgetCustomSettings,
    {
      schema: {
        tags,
        summary: 'Custom settings of the widget (free-form keys)',
        params,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request) => (await widgetOrNotFound(app.db, viewerOf(request), request.params.id)).customSettings,
  );
};
