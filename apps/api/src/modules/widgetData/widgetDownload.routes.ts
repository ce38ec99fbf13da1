import { PassThrough } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  widgetDataRequestSchema,
  widgetDownloadRequestSchema,
  widgetIdParamsSchema,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { type WidgetDataOptions, widgetAnswer } from '../engine';
import { exportFileName, exportTable } from './widgetExport';
import { answerStampFacts, exportStamp, writeStampedExport } from './exportStamp';
import { attachment } from '../../lib/attachment';
import { allRows, streamStampedExport } from './allRowsExport';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * POST widget/{id}/download/csv and /excel (spec 2 §7): the widget as a file, with the same body as
 * get-data (all optional). Without paging fields a download holds page 1 of 50 items (spec 2 §9).
 * {id} is the saved widget's id; `dashboardWidgetId` in the body downloads it as its dashboard shows it
 * (overrides, dashboard settings and name override; see get-data). Every file is stamped with what it
 * ran with (README: the export stamp), in a dashboard or not.
 */
export const widgetDownloadRoutes: FastifyPluginAsyncZod<WidgetDataOptions> = async (app, options) => {
  for (const format of ['csv', 'excel'] as const) {
    app.post(
      format === 'csv' ? widgetQueryPaths.downloadCsv : widgetQueryPaths.downloadExcel,
      {
        config: { readOnlyAllowed: true },
        schema: {
          tags: ['widget data'],
          summary: `Download a widget as ${format === 'csv' ? 'CSV' : 'an Excel workbook'}`,
          description:
            'The file name comes in content-disposition. One row per item (and per date for lines), as the widget shows it. ' +
            'Money is rounded to the decimals of its currency (EUR 2, JPY 0, as Intl knows them); other numbers are written as computed. ' +
            "Excel cells carry number formats: money its currency's (`€#,##0.00`), percent values as the fraction shown `0.0%` (the " +
            'CSV holds the percent points the app shows, 12.3), a percent metric\'s trend in points ("Trend (pp)"), whole numbers ' +
            '`#,##0`, others `#,##0.0`, days as date cells (`yyyy-mm-dd`). A file whose amounts are all in one currency names it in ' +
            'the stamp ("Currency"). Every column header is distinct: a repeated name takes its column group (or scatter axis) where ' +
            'that tells it apart, else a running number ("Product", "Product (2)"). CSV is UTF-8 with a byte-order mark, every row ' +
            'as wide as its header, and text starting with = + - @ has a leading apostrophe; workbook strings are never formulas and ' +
            'are written as they are. ' +
            'With `dashboardWidgetId` the widget is downloaded as its dashboard shows it (as get-data; a name override names the file). ' +
            'Every file, in a dashboard or not, is stamped with what it ran with: lines naming the widget, the dashboard (in a ' +
            'dashboard), the dates used (with the preset they came from), the comparison period if any, each filter list with its ' +
            'items by name ("#id" for an id the catalogue does not know; "Filters: None" without any), the retailer assortment, ' +
            'the rows the file holds ("Rows: 1–50 of 400": first and last row of the page and the rows over all pages) and ' +
            'the time the file was made. CSV: those lines (label, value), one blank line, then the table. Excel: a first sheet ' +
            '"Export" with the same lines, then the table on a sheet named after the widget. ' +
            '`exportRows`: `page` (default) writes the page asked for (`page`, `itemsPerPage`; page 1 of 50 rows by default, ' +
            `spec 2 §9); \`all\` writes every row over all pages, up to ${EXPORT_MAX_ROWS.toLocaleString('en-US')}, streamed ` +
            'as it is computed (paging fields are ignored); beyond the limit the file stops there and its stamp says so ' +
            '("Rows: 1–1,000,000 of 1,200,000 (limit reached)").',
          params: widgetIdParamsSchema.extend({ customerId: z.string() }),
          body: widgetDownloadRequestSchema.optional(),
          response: { 200: z.any().describe('The file'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
        const viewer = {
          customerId: request.customerId,
          userId: request.user.id,
          isSystemAdmin: request.user.isSystemAdmin,
        };
        const { exportRows = 'page', ...fields } = request.body ?? {};
        const body = widgetDataRequestSchema.parse({ ...fields, widgetId: request.params.id });
        if (exportRows === 'all') {
          let ran: Awaited<ReturnType<typeof widgetAnswer>> | undefined;
          const rows = await allRows(async (paging) => {
            const one = await widgetAnswer(app, viewer, { ...body, ...paging }, options);
            ran ??= one;
            return one.answer;
          });
          const first = ran!;
          const stamp = await exportStamp(app.db, viewer.customerId, answerStampFacts(first));
          const output = new PassThrough();
          // The first page answered (or refused) before the reply starts; a later failure ends the file short.
          streamStampedExport(stamp, rows, first.name, format, output).catch((error: unknown) => {
            request.log.error(error, 'all-rows download failed');
            output.destroy(error instanceof Error ? error : new Error(String(error)));
          });
          return reply
            .header('content-type', contentTypes[format])
            .header('content-disposition', attachment(exportFileName(first.name, format)))
            .send(output);
        }
        const ran = await widgetAnswer(app, viewer, body, options);
        const { answer, name } = ran;
        const stamp = await exportStamp(app.db, viewer.customerId, answerStampFacts(ran));
        const file = await writeStampedExport(stamp, [{ table: exportTable(answer, body), name }], format);
        const fileName = exportFileName(name, format);
        return reply
          .header('content-type', contentTypes[format])
          .header('content-disposition', attachment(fileName))
          .send(file);
      },
    );
  }
};
