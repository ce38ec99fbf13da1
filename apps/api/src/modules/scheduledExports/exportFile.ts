import {
  describeDateCode,
  type ExportDashboardSettings,
  resolveRelativeCode,
  widgetDataRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { PdfRenderer } from '../../lib/pdfRenderer';
import { placedWidgets } from '../dashboards/dashboards.repository';
import type { WidgetDataOptions } from '../widgetData/widgetData.routes';
import { widgetAnswer } from '../widgetData/widgetData.routes';
import { type ExportTable, exportTable, safeCell, writeExport } from '../widgetData/widgetExport';
import { printDashboard } from './exportPdf';
import type { StoredExport } from './scheduledExports.repository';

/** The dates and filters a file ran with; written at its top (CSV lines, the first sheet of a workbook). */
export interface ExportStamp {
  dateFrom: string;
  dateTo: string;
  rows: [string, string][];
}

const FILTER_LABELS: Record<keyof ExportDashboardSettings, string> = {
  savedFilterIds: 'Saved filters',
  filterRetailerIds: 'Retailers',
  filterBrandIds: 'Brands',
  filterSellerIds: 'Sellers',
  filterCountryIds: 'Countries',
  filterProductIds: 'Products',
  filterTagIds: 'Tags',
  filterSearchKeywordIds: 'Search keywords',
  filterSearchCategoryIds: 'Search categories',
  filterVisibilityClusterIds: 'Visibility clusters',
  filterBrandTypeIds: 'Brand types',
};

/** The period of the rolling date on the day (UTC) the run was scheduled for, and the stamp naming it. */
export function stampOf(export_: StoredExport, scheduledFor: string): ExportStamp {
  const today = scheduledFor.slice(0, 10);
  const period = resolveRelativeCode(export_.rollingDate, today) ?? { dateFrom: today, dateTo: today };
  const filters = Object.entries(FILTER_LABELS)
    .map(([field, label]) => [label, export_.dashboardSettings[field as keyof ExportDashboardSettings]] as const)
    .filter(([, ids]) => ids.length > 0)
    .map(([label, ids]) => `${label} (ids): ${ids.join(', ')}`);
  const rows: [string, string][] = [
    ['Scheduled export', export_.subject],
    ['Of', export_.targetName],
    [
      'Dates',
      `${period.dateFrom} – ${period.dateTo} (${describeDateCode(export_.rollingDate) ?? export_.rollingDate})`,
    ],
    ['Filters', filters.length > 0 ? filters.join('; ') : 'None'],
    ['Retailer assortment', export_.applyRetailerAssortment ? 'Applied' : 'Not applied'],
    ['Scheduled for', scheduledFor],
  ];
  return { ...period, rows };
}

type Viewer = { customerId: number; userId: number; isSystemAdmin: boolean };

/** One placed widget's table as the owner sees it on its dashboard, over the stamp's dates and filters. */
async function widgetTable(
  app: FastifyInstance,
  viewer: Viewer,
  export_: StoredExport,
  stamp: ExportStamp,
  placed: { dashboardWidgetId: number; dashboardId?: number },
  options: WidgetDataOptions,
): Promise<{ table: ExportTable; name: string }> {
  const body = widgetDataRequestSchema.parse({
    ...placed,
    ...export_.dashboardSettings,
    dateFrom: stamp.dateFrom,
    dateTo: stamp.dateTo,
    applyRetailerAssortment: export_.applyRetailerAssortment,
  });
  const { answer, name } = await widgetAnswer(app, viewer, body, options);
  return { table: exportTable(answer), name };
}

/** A workbook: the stamp on the first sheet, then one sheet per table (names made distinct, 31 characters). */
async function workbook(stamp: ExportStamp, tables: { table: ExportTable; name: string }[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const first = book.addWorksheet('Export');
  for (const row of stamp.rows) first.addRow(row.map(safeCell));
  const used = new Set<string>(['export']);
  for (const [index, { table, name }] of tables.entries()) {
    const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 27) || 'Widget';
    const sheetName = used.has(base.toLowerCase()) ? `${base} ${index + 1}` : base;
    used.add(sheetName.toLowerCase());
    const sheet = book.addWorksheet(sheetName);
    sheet.addRow(table.header.map(safeCell));
    for (const row of table.rows) sheet.addRow(row.map(safeCell));
  }
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The file of one run, as the export's owner may see it. */
export async function generateExportFile(
  app: FastifyInstance,
  export_: StoredExport,
  scheduledFor: string,
  options: { widgetData: WidgetDataOptions; renderer: PdfRenderer },
): Promise<Buffer> {
  const viewer = { customerId: export_.customerId, userId: export_.ownerUserId, isSystemAdmin: false };
  const stamp = stampOf(export_, scheduledFor);
  if (export_.fileType === 'pdf') {
    return printDashboard(app, options.renderer, viewer, export_.dashboardId ?? 0, stamp, export_.dashboardSettings);
  }
  if (export_.dashboardWidgetId !== null) {
    const one = await widgetTable(
      app,
      viewer,
      export_,
      stamp,
      { dashboardWidgetId: export_.dashboardWidgetId },
      options.widgetData,
    );
    if (export_.fileType === 'xlsx') return workbook(stamp, [one]);
    // The stamp's lines, a blank line, then the widget exactly as its CSV download writes it.
    const head = await writeExport({ header: stamp.rows[0] ?? [], rows: stamp.rows.slice(1) }, 'csv', 'Export');
    const table = await writeExport(one.table, 'csv', one.name);
    return Buffer.concat([head, Buffer.from('\n\n'), table]);
  }
  const dashboardId = export_.dashboardId ?? 0;
  const tables = [];
  for (const placed of await placedWidgets(app.db, viewer, [dashboardId])) {
    if (placed.visualization === null) continue;
    try {
      tables.push(
        await widgetTable(
          app,
          viewer,
          export_,
          stamp,
          { dashboardWidgetId: placed.id, dashboardId },
          options.widgetData,
        ),
      );
    } catch (error) {
      // A widget that cannot be a table (a text widget) or fails on its own gets a sheet saying why.
      const message = error instanceof Error ? error.message : String(error);
      tables.push({ table: { header: ['Not exported'], rows: [[message]] }, name: placed.nameOverride ?? 'Widget' });
    }
  }
  return workbook(stamp, tables);
}
