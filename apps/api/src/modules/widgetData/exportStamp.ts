import { describeDateCode, type WidgetDataAnswer, type WidgetDataRequestParsed } from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { filterItemNames, type FilterListField } from '../metadata';
import { stringify } from 'csv-stringify/sync';
import { addTableToSheet, csvRecord, tableCurrencies } from './exportCells';
import { type ExportTable, rowRangeText } from './widgetExport';

/**
 * What a file says it ran with (issue: every export names the dashboard, dates and filter values), written
 * at its top: CSV lines before a blank line, or the first sheet "Export" of a workbook.
 */
export interface ExportStamp {
  dateFrom: string;
  dateTo: string;
  rows: [string, string][];
}

/** Filter lists in the order the filter bar shows them, with the names the stamp gives them. */
export const FILTER_LABELS: Record<FilterListField, string> = {
  savedFilterIds: 'Saved filters',
  filterRetailerIds: 'Retailers',
  filterBrandIds: 'Brands',
  filterBrandTypeIds: 'Brand types',
  filterSellerIds: 'Sellers',
  filterCountryIds: 'Countries',
  filterProductIds: 'Products',
  filterTagIds: 'Tags',
  filterSearchKeywordIds: 'Search keywords',
  filterSearchCategoryIds: 'Search categories',
  filterVisibilityClusterIds: 'Visibility clusters',
};

export const STAMP_TEXTS = {
  widget: 'Widget',
  dashboard: 'Dashboard',
  dates: 'Dates',
  compared: 'Compared with',
  noDates: 'None (the widget shows no period)',
  filters: 'Filters',
  noFilters: 'None',
  assortment: 'Retailer assortment',
  applied: 'Applied',
  notApplied: 'Not applied',
  generated: 'Generated',
  rows: 'Rows',
  currency: 'Currency',
} as const;

export interface StampFacts {
  /** Lines before the others (a scheduled export's subject). */
  first?: [string, string][];
  widgetName?: string | null;
  dashboardName?: string | null;
  /** The period the numbers cover, as the engine resolved it; null for a widget without one (text). */
  period: { dateFrom: string; dateTo: string; compareDateFrom?: string | null; compareDateTo?: string | null } | null;
  /** The preset code the period came from, named after the dates ("Last 30 days"). */
  presetCode?: string | null;
  filters: Partial<Record<FilterListField, readonly number[]>>;
  applyRetailerAssortment: boolean;
  /** Lines after the others (a scheduled export's time). */
  last?: [string, string][];
  generatedAt?: Date;
}

/** One line per filter list that holds items, each item by its name ("#id" for one the catalogue lacks). */
async function filterRows(db: Db, customerId: number, filters: StampFacts['filters']): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const [field, label] of Object.entries(FILTER_LABELS) as [FilterListField, string][]) {
    const ids = filters[field] ?? [];
    if (ids.length === 0) continue;
    const names = await filterItemNames(db, customerId, field, ids);
    // A seller chosen at several retailers is one name: it is listed once.
    rows.push([label, [...new Set(ids.map((id) => names.get(id) ?? `#${id}`))].join(', ')]);
  }
  return rows.length > 0 ? rows : [[STAMP_TEXTS.filters, STAMP_TEXTS.noFilters]];
}

/** The stamp's lines: widget, dashboard, dates, comparison, filters by name, retailer assortment, time made. */
export async function exportStamp(db: Db, customerId: number, facts: StampFacts): Promise<ExportStamp> {
  const { period } = facts;
  const rows: [string, string][] = [...(facts.first ?? [])];
  if (facts.widgetName) rows.push([STAMP_TEXTS.widget, facts.widgetName]);
  if (facts.dashboardName) rows.push([STAMP_TEXTS.dashboard, facts.dashboardName]);
  if (period) {
    const preset = facts.presetCode ? (describeDateCode(facts.presetCode) ?? facts.presetCode) : null;
    rows.push([STAMP_TEXTS.dates, `${period.dateFrom} – ${period.dateTo}${preset ? ` (${preset})` : ''}`]);
    if (period.compareDateFrom && period.compareDateTo)
      rows.push([STAMP_TEXTS.compared, `${period.compareDateFrom} – ${period.compareDateTo}`]);
  } else rows.push([STAMP_TEXTS.dates, STAMP_TEXTS.noDates]);
  rows.push(...(await filterRows(db, customerId, facts.filters)));
  rows.push([STAMP_TEXTS.assortment, facts.applyRetailerAssortment ? STAMP_TEXTS.applied : STAMP_TEXTS.notApplied]);
  rows.push(...(facts.last ?? []));
  rows.push([STAMP_TEXTS.generated, (facts.generatedAt ?? new Date()).toISOString()]);
  return { dateFrom: period?.dateFrom ?? '', dateTo: period?.dateTo ?? '', rows };
}

/** The filter lists of a request as it ran. */
export function requestFilters(request: WidgetDataRequestParsed): StampFacts['filters'] {
  return Object.fromEntries((Object.keys(FILTER_LABELS) as FilterListField[]).map((field) => [field, request[field]]));
}

/** A widget answer's facts: its dates as the engine used them, and the filters of the request as it ran. */
export function answerStampFacts(ran: {
  answer: WidgetDataAnswer;
  name: string;
  dashboardName: string | null;
  request: WidgetDataRequestParsed;
}): StampFacts {
  // Every type names its period; a scatter has no comparison and a text widget may have no period.
  const settingsUsed: {
    dateFrom?: string;
    dateTo?: string;
    compareDateFrom?: string | null;
    compareDateTo?: string | null;
  } = ran.answer.settingsUsed;
  const { request } = ran;
  return {
    widgetName: ran.name,
    dashboardName: ran.dashboardName,
    period:
      settingsUsed.dateFrom && settingsUsed.dateTo
        ? {
            dateFrom: settingsUsed.dateFrom,
            dateTo: settingsUsed.dateTo,
            compareDateFrom: settingsUsed.compareDateFrom,
            compareDateTo: settingsUsed.compareDateTo,
          }
        : null,
    // Dates sent as days need no name; a preset (the request's, or its dashboard's) is named.
    presetCode: request.dateFrom === undefined ? (request.datePreset ?? null) : null,
    filters: requestFilters(request),
    applyRetailerAssortment: request.applyRetailerAssortment ?? false,
  };
}

/**
 * The stamp with the lines its tables add before `Generated`: which rows each holds ("Rows", or
 * "Rows (sheet)" for each of several tables), and the currency where every amount of the file is in one.
 */
export function stampOfTables(stamp: ExportStamp, tables: { table: ExportTable; name: string }[]): ExportStamp {
  const lines: [string, string][] = tables.flatMap(({ table, name }) =>
    table.range
      ? [[tables.length > 1 ? `${STAMP_TEXTS.rows} (${name})` : STAMP_TEXTS.rows, rowRangeText(table.range)]]
      : [],
  );
  const currencies = new Set(tables.flatMap(({ table }) => [...tableCurrencies(table)]));
  if (currencies.size === 1) lines.push([STAMP_TEXTS.currency, [...currencies][0]!]);
  const generatedAt = stamp.rows.findIndex(([label]) => label === STAMP_TEXTS.generated);
  const at = generatedAt < 0 ? stamp.rows.length : generatedAt;
  return { ...stamp, rows: [...stamp.rows.slice(0, at), ...lines, ...stamp.rows.slice(at)] };
}

/**
 * A stamped file: CSV (UTF-8 with a byte-order mark) is the stamp's lines, a blank line, then the one table exactly as an unstamped
 * CSV of it reads; a workbook has the stamp on a first sheet "Export", then one sheet per table (names
 * made distinct, 31 characters at most).
 */
export async function writeStampedExport(
  stamp: ExportStamp,
  tables: { table: ExportTable; name: string }[],
  format: 'csv' | 'excel',
): Promise<Buffer> {
  stamp = stampOfTables(stamp, tables);
  if (format === 'csv') {
    const [one] = tables;
    if (!one || tables.length > 1) throw new Error('A CSV file holds one table.');
    return Buffer.from(`\uFEFF${csvStamp(stamp)}\n${csvTable(one.table)}`, 'utf8');
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const first = book.addWorksheet('Export');
  // Strings in a workbook are never formulas: they are written as they are.
  for (const row of stamp.rows) first.addRow(row);
  const used = new Set<string>(['export']);
  for (const [index, { table, name }] of tables.entries()) {
    const clean = name.replace(/[\\/?*[\]:]/g, ' ') || 'Widget';
    let sheetName = clean.slice(0, 31);
    if (used.has(sheetName.toLowerCase())) sheetName = `${clean.slice(0, 27)} ${index + 1}`;
    used.add(sheetName.toLowerCase());
    addTableToSheet(book.addWorksheet(sheetName), table);
  }
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The stamp's lines as CSV, each (label, value). */
export const csvStamp = (stamp: ExportStamp) => stringify(stamp.rows.map((row) => csvRecord(row, 2)));

/** A table as CSV: every row as wide as its header, formula-like text kept as text. */
export const csvTable = (table: ExportTable) =>
  stringify([table.header, ...table.rows].map((row) => csvRecord(row, table.header.length)));
