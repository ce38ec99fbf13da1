import { readFile } from 'node:fs/promises';
import type { FileLocale } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { delimiterOf } from '../../analytics/ingest/csvSource';
import { checkSpreadsheetArchive, firstSheetRows } from '../../analytics/ingest/xlsxSource';

/** A file's rows as text: the header and the data rows with their own row numbers (1 = the header line). */
export interface FileTable {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

/** Why a file could not be read: the §4.2 status it gets. */
export class FileReadError extends Error {
  constructor(readonly status: 'FILE_READ_FAILED' | 'INVALID_FILETYPE') {
    super(status);
  }
}

/** Spreadsheets keep typed cells: numbers with a dot and dates as ISO, whatever the user's locale. */
export const SPREADSHEET_LOCALE: FileLocale = { separator: ',', decimalMark: '.', dateOrder: 'YMD' };

/** More rows than this refuse the file (the ingestion limit for spreadsheets). */
export const MAX_PRODUCT_ROWS = 200_000;

const ZIP_MAGIC = 'PK';

export async function readCsv(file: string, separator: string, limit = MAX_PRODUCT_ROWS + 1): Promise<FileTable> {
  const buffer = await readFile(file);
  if (buffer.subarray(0, 2).toString('latin1') === ZIP_MAGIC) throw new FileReadError('INVALID_FILETYPE');
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw new FileReadError('INVALID_FILETYPE');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: limit,
    }) as unknown as typeof records;
  } catch {
    throw new FileReadError('FILE_READ_FAILED');
  }
  const [first, ...rest] = records;
  return {
    header: (first?.record ?? []).map((cell) => cell.trim()),
    rows: rest.map(({ record, info }) => ({ row: info.lines, cells: record })),
  };
}

export async function readXlsx(file: string, limit = MAX_PRODUCT_ROWS + 1): Promise<FileTable> {
  // The archive's directory is checked before anything is inflated (zip bombs).
  if (await checkSpreadsheetArchive(file)) throw new FileReadError('FILE_READ_FAILED');
  const table: FileTable = { header: [], rows: [] };
  let headerSeen = false;
  try {
    for await (const row of firstSheetRows(file)) {
      const cells = row.cells.map((cell) => cell ?? '');
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (!headerSeen) {
        table.header = cells.map((cell) => cell.trim());
        headerSeen = true;
        continue;
      }
      table.rows.push({ row: row.number, cells });
      if (table.rows.length >= limit) break;
    }
  } catch {
    throw new FileReadError('FILE_READ_FAILED');
  }
  return table;
}

const COMMA_DECIMAL = /^-?(\d{1,3}(\.\d{3})+|\d+),\d+$/;
const DOT_DECIMAL = /^-?(\d{1,3}(,\d{3})+|\d+)\.\d+$/;
const NUMERIC_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;

/**
 * The locale a CSV file was written in: the separator its header uses most, the decimal mark its numbers use
 * (a comma after a `;` separator when nothing tells), and whether dates put the day first (a first part above 12,
 * or dots as in 31.12.2026) or the month (a second part above 12).
 */
export function detectLocale(firstLine: string, sample: string[][]): FileLocale {
  const separator = delimiterOf(firstLine) as FileLocale['separator'];
  let commas = 0;
  let dots = 0;
  let dayFirst = 0;
  let monthFirst = 0;
  let numericDates = 0;
  for (const cells of sample) {
    for (const raw of cells) {
      const cell = raw.trim();
      if (COMMA_DECIMAL.test(cell)) commas += 1;
      else if (DOT_DECIMAL.test(cell)) dots += 1;
      const date = NUMERIC_DATE.exec(cell);
      if (!date) continue;
      numericDates += 1;
      if (Number(date[1]) > 12 || date[2] === '.') dayFirst += 1;
      else if (Number(date[3]) > 12) monthFirst += 1;
    }
  }
  const decimalMark = commas > dots || (commas === dots && separator === ';') ? ',' : '.';
  const dateOrder =
    dayFirst > monthFirst
      ? 'DMY'
      : monthFirst > dayFirst
        ? 'MDY'
        : numericDates === 0 && separator !== ';'
          ? 'YMD'
          : 'DMY';
  return { separator, decimalMark, dateOrder };
}

/** The detected locale and the first rows of a CSV file, for the preview. */
export async function previewCsv(file: string, rows: number) {
  const head = (await readFile(file))
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const separator = delimiterOf(firstLine);
  const table = await readCsv(file, separator, 201);
  const detected = detectLocale(
    firstLine,
    table.rows.map((row) => row.cells),
  );
  return { detected, header: table.header, rows: table.rows.slice(0, rows).map((row) => row.cells) };
}
