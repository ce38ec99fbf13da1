import { createWriteStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { resolveRelativeCode, widgetDataRequestSchema, type WidgetDataRequestParsed } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { placedWidgets } from '../dashboards';
import { type WidgetDataOptions, widgetAnswer } from '../engine';
import {
  allRows,
  answerStampFacts,
  type ExportStamp,
  exportStamp,
  type ExportTable,
  exportTable,
  FILTER_LABELS,
  requestFilters,
  STAMP_TEXTS,
  streamStampedExport,
  writeStampedExport,
} from '../widgetData';
import { printDashboard } from './exportPdf';
import type { StoredExport } from './scheduledExports.repository';

/** The period of the rolling date on the day (UTC) the run was scheduled for. */
function periodOf(export_: StoredExport, scheduledFor: string) {
  const today = scheduledFor.slice(0, 10);
  return resolveRelativeCode(export_.rollingDate, today) ?? { dateFrom: today, dateTo: today };
}

/** A scheduled export's own lines around the shared stamp: its subject first, its scheduled time last. */
const scheduledLines = (export_: StoredExport, scheduledFor: string) => ({
  first: [['Scheduled export', export_.subject]] as [string, string][],
  last: [['Scheduled for', scheduledFor]] as [string, string][],
});

/**
 * The stamp of a dashboard's file: the export's dates, and the filters its widgets ran with (the
 * export's lists, or the dashboard's default saved filter without any), or the export's when none ran.
 */
async function dashboardStampOf(
  app: FastifyInstance,
  export_: StoredExport,
  scheduledFor: string,
  ranWith?: WidgetDataRequestParsed,
): Promise<ExportStamp> {
  const filters = ranWith ? requestFilters(ranWith) : export_.dashboardSettings;
  return exportStamp(app.db, export_.customerId, {
    ...scheduledLines(export_, scheduledFor),
    dashboardName: export_.targetName,
    period: periodOf(export_, scheduledFor),
    presetCode: export_.rollingDate,
    filters,
    applyRetailerAssortment: ranWith?.applyRetailerAssortment ?? export_.applyRetailerAssortment ?? false,
  });
}

type Viewer = { customerId: number; userId: number; isSystemAdmin: boolean };

/** The request of a placed widget over the export's dates and filters. */
const widgetRequest = (
  export_: StoredExport,
  period: { dateFrom: string; dateTo: string },
  placed: { dashboardWidgetId: number; dashboardId?: number },
) =>
  widgetDataRequestSchema.parse({
    ...placed,
    ...export_.dashboardSettings,
    ...period,
    // Without a choice of its own the export leaves the assortment to the dashboard.
    ...(export_.applyRetailerAssortment === null ? {} : { applyRetailerAssortment: export_.applyRetailerAssortment }),
  });

/** A widget file's stamp: the dates and filters it ran with (a placed widget's date override included). */
async function widgetStamp(
  app: FastifyInstance,
  export_: StoredExport,
  scheduledFor: string,
  ran: Parameters<typeof answerStampFacts>[0],
) {
  const facts = answerStampFacts(ran);
  return exportStamp(app.db, export_.customerId, {
    ...facts,
    ...scheduledLines(export_, scheduledFor),
    presetCode: facts.presetCode ?? export_.rollingDate,
  });
}

/** One placed widget's table as the owner sees it on its dashboard, over the stamp's dates and filters. */
async function widgetTable(
  app: FastifyInstance,
  viewer: Viewer,
  export_: StoredExport,
  period: { dateFrom: string; dateTo: string },
  placed: { dashboardWidgetId: number; dashboardId?: number },
  options: WidgetDataOptions,
) {
  const body = widgetRequest(export_, period, placed);
  const ran = await widgetAnswer(app, viewer, body, options);
  return { table: exportTable(ran.answer, body), name: ran.name, ran };
}

/**
 * Writes the file of one run to `filePath`; answers its size. A widget's every row is streamed to the
 * file as it is computed; the other files are made whole, then written.
 */
export async function writeExportFile(
  app: FastifyInstance,
  export_: StoredExport,
  scheduledFor: string,
  options: { widgetData: WidgetDataOptions },
  filePath: string,
): Promise<number> {
  if (export_.exportRows === 'all' && export_.dashboardWidgetId !== null && export_.fileType !== 'pdf') {
    const viewer = { customerId: export_.customerId, userId: export_.ownerUserId, isSystemAdmin: false };
    const body = widgetRequest(export_, periodOf(export_, scheduledFor), {
      dashboardWidgetId: export_.dashboardWidgetId,
    });
    let ran: Awaited<ReturnType<typeof widgetAnswer>> | undefined;
    const rows = await allRows(async (paging) => {
      const one = await widgetAnswer(app, viewer, { ...body, ...paging }, options.widgetData);
      ran ??= one;
      return one.answer;
    });
    const stamp = await widgetStamp(app, export_, scheduledFor, ran!);
    const file = createWriteStream(filePath);
    await streamStampedExport(stamp, rows, ran!.name, export_.fileType === 'xlsx' ? 'excel' : 'csv', file);
    await finished(file);
  } else await writeFile(filePath, await generateExportFile(app, export_, scheduledFor, options));
  return (await stat(filePath)).size;
}

/** The file of one run, as the export's owner may see it. */
export async function generateExportFile(
  app: FastifyInstance,
  export_: StoredExport,
  scheduledFor: string,
  options: { widgetData: WidgetDataOptions },
): Promise<Buffer> {
  const viewer = { customerId: export_.customerId, userId: export_.ownerUserId, isSystemAdmin: false };
  const period = periodOf(export_, scheduledFor);
  if (export_.dashboardWidgetId !== null) {
    const one = await widgetTable(
      app,
      viewer,
      export_,
      period,
      { dashboardWidgetId: export_.dashboardWidgetId },
      options.widgetData,
    );
    const stamp = await widgetStamp(app, export_, scheduledFor, one.ran);
    return writeStampedExport(stamp, [one], export_.fileType === 'xlsx' ? 'excel' : 'csv');
  }
  if (export_.fileType === 'pdf') {
    // The printed page names its dashboard, dates and filters itself.
    return printDashboard(app, viewer, export_.dashboardId ?? 0, period, export_.dashboardSettings);
  }
  const dashboardId = export_.dashboardId ?? 0;
  const tables: { table: ExportTable; name: string }[] = [];
  const ranWidgets: { name: string; ran: Parameters<typeof answerStampFacts>[0] }[] = [];
  let ranWith: WidgetDataRequestParsed | undefined;
  for (const placed of await placedWidgets(app.db, viewer, [dashboardId])) {
    if (placed.visualization === null) continue;
    try {
      const one = await widgetTable(
        app,
        viewer,
        export_,
        period,
        { dashboardWidgetId: placed.id, dashboardId },
        options.widgetData,
      );
      tables.push(one);
      ranWidgets.push({ name: one.name, ran: one.ran });
      // Every widget of the dashboard runs with the same filter lists (its overrides are not lists).
      ranWith ??= one.ran.request;
    } catch (error) {
      // A widget that cannot be a table (a text widget) or fails on its own gets a sheet saying why.
      const message = error instanceof Error ? error.message : String(error);
      tables.push({ table: { header: ['Not exported'], rows: [[message]] }, name: placed.nameOverride ?? 'Widget' });
    }
  }
  const stamp = await dashboardStampOf(app, export_, scheduledFor, ranWith);
  const own: [string, string][] = [];
  for (const { name, ran } of ranWidgets)
    own.push(...(await overriddenLines(app, export_, period, ranWith, name, ran)));
  const generated = stamp.rows.findIndex(([label]) => label === STAMP_TEXTS.generated);
  stamp.rows.splice(generated < 0 ? stamp.rows.length : generated, 0, ...own);
  return writeStampedExport(stamp, tables, 'excel');
}

const DATE_LABELS: string[] = [STAMP_TEXTS.dates, STAMP_TEXTS.compared];
const FILTER_LINE_LABELS: string[] = [...Object.values(FILTER_LABELS), STAMP_TEXTS.filters];

/**
 * A dashboard workbook's lines for one sheet whose widget ran with other dates, filters or retailer
 * assortment than the workbook's stamp names (a placed widget's date override, say): its own lines,
 * labelled with the sheet ("Dates (Price trend)").
 */
async function overriddenLines(
  app: FastifyInstance,
  export_: StoredExport,
  period: { dateFrom: string; dateTo: string },
  ranWith: WidgetDataRequestParsed | undefined,
  name: string,
  ran: Parameters<typeof answerStampFacts>[0],
): Promise<[string, string][]> {
  const facts = answerStampFacts(ran);
  const labels = new Set<string>();
  if (facts.period && (facts.period.dateFrom !== period.dateFrom || facts.period.dateTo !== period.dateTo))
    DATE_LABELS.forEach((label) => labels.add(label));
  const sameFilters = JSON.stringify(facts.filters) === JSON.stringify(ranWith ? requestFilters(ranWith) : {});
  if (!sameFilters) FILTER_LINE_LABELS.forEach((label) => labels.add(label));
  if (facts.applyRetailerAssortment !== (ranWith?.applyRetailerAssortment ?? export_.applyRetailerAssortment ?? false))
    labels.add(STAMP_TEXTS.assortment);
  if (labels.size === 0) return [];
  const { rows } = await exportStamp(app.db, export_.customerId, facts);
  return rows.filter(([label]) => labels.has(label)).map(([label, value]) => [`${label} (${name})`, value]);
}
