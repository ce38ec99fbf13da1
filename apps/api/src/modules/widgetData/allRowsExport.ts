import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { EXPORT_MAX_ROWS, type WidgetDataAnswer } from '@shelfsight/contracts';
import { stringify } from 'csv-stringify';
import { addExcelRow, csvRecord, excelRow } from './exportCells';
import { type ExportStamp, stampOfTables } from './exportStamp';
import { type ExportTable, exportTable } from './widgetExport';

type Cell = string | number | null;
type Paging = { page: number; itemsPerPage: number };
/** Answers the widget for one page of its rows. */
export type PageFetch = (paging: Paging) => Promise<WidgetDataAnswer>;

/** Rows asked per page when every row is written: a few pages for a large table, little held at a time. */
export const ALL_ROWS_PAGE = 10_000;

/** The widget types whose rows come page by page (`page`, `itemsPerPage`). */
const PAGED = new Set(['DATA_TABLE', 'IMAGE_SIMILARITY_OVERVIEW']);

/**
 * Every row of a widget up to `limit`: the first page's table (its range saying the rows the file will
 * hold, and whether the limit cut them), then the next pages one at a time.
 */
export async function allRows(
  fetch: PageFetch,
  { pageSize = ALL_ROWS_PAGE, limit = EXPORT_MAX_ROWS }: { pageSize?: number; limit?: number } = {},
): Promise<{ first: ExportTable; next: AsyncIterable<ExportTable> }> {
  const size = Math.min(pageSize, limit);
  let answer = await fetch({ page: 1, itemsPerPage: size });
  // A product overview is the top products cut to the page size: ask once more for all of them.
  if (answer.visualizationType === 'PRODUCT_OVERVIEW' && answer.rawOutput.totalProducts > size)
    answer = await fetch({ page: 1, itemsPerPage: Math.min(answer.rawOutput.totalProducts, limit) });
  const table = exportTable(answer, { page: 1, itemsPerPage: size });
  const total = table.range?.total ?? table.rows.length;
  const last = Math.min(total, limit);
  const first: ExportTable = {
    ...table,
    rows: table.rows.slice(0, limit),
    range: { first: 1, last, total, ...(total > limit ? { limitReached: true } : {}) },
  };
  async function* next() {
    if (!PAGED.has(answer.visualizationType)) return;
    let written = first.rows.length;
    for (let page = 2; written < last; page += 1) {
      const rows = exportTable(await fetch({ page, itemsPerPage: size }), { page, itemsPerPage: size });
      if (rows.rows.length === 0) return;
      const kept = rows.rows.slice(0, last - written);
      written += kept.length;
      yield { ...rows, rows: kept };
    }
  }
  return { first, next: next() };
}

/**
 * Waits until `stream` takes more, so a slow reader never makes the file gather in memory; stops the
 * writing when the reader went away (`output` closed), rather than waiting for ever.
 */
async function drained(stream: Writable, output: Writable = stream) {
  if (stream.writableNeedDrain && !output.destroyed) await Promise.race([once(stream, 'drain'), once(output, 'close')]);
  if (output.destroyed) throw new Error('The file was closed before its last row.');
}

/**
 * Writes a stamped file of every row into `output` as the rows come: CSV through csv-stringify, a workbook
 * through exceljs's streaming WorkbookWriter (each row committed to the zip as it is added). Only the page
 * being written is held. Same layout as `writeStampedExport`.
 */
export async function streamStampedExport(
  stamp: ExportStamp,
  rows: { first: ExportTable; next: AsyncIterable<ExportTable> },
  name: string,
  format: 'csv' | 'excel',
  output: Writable,
): Promise<void> {
  const { first, next } = rows;
  const lines = stampOfTables(stamp, [{ table: first, name }]).rows;
  if (format === 'csv') {
    const csv = stringify();
    csv.pipe(output);
    const write = async (cells: Cell[], width: number) => {
      if (!csv.write(csvRecord(cells, width))) await drained(csv, output);
    };
    output.write('\uFEFF');
    for (const line of lines) await write(line, 2);
    await write([], 0);
    const width = first.header.length;
    await write(first.header, width);
    for (const row of first.rows) await write(row, width);
    for await (const page of next) for (const row of page.rows) await write(row, width);
    csv.end();
    await once(csv, 'end');
    return;
  }
  const { default: ExcelJS } = await import('exceljs');
  // Inline strings rather than a shared table, which would grow with every distinct text of the file.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const stampSheet = book.addWorksheet('Export');
  for (const line of lines) stampSheet.addRow(line).commit();
  stampSheet.commit();
  const sheet = book.addWorksheet(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Widget');
  sheet.addRow(first.header).commit();
  const writePage = async (page: ExportTable) => {
    for (const [index, row] of page.rows.entries()) {
      addExcelRow(sheet, excelRow(page, row, index)).commit();
      if (index % 1000 === 999) await drained(output);
    }
    await drained(output);
  };
  await writePage(first);
  for await (const page of next) await writePage(page);
  sheet.commit();
  await book.commit();
}
