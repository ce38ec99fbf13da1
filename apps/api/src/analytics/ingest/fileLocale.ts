import { readFile } from 'node:fs/promises';
import { FILE_LOCALE_FIELDS, FILE_SEPARATORS, type FileLocale, fileLocaleSchema } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/httpError';
import { checkSpreadsheetArchive, firstSheetRows } from './xlsxSource';

/**
 * The locale of a CSV file, shared by the product-list upload and the market-data upload: detection for
 * the preview, reading the user's choice from multipart fields, and the spreadsheet locale.
 */

/** Spreadsheets keep typed cells: numbers with a dot and dates as ISO, whatever the user's locale. */
export const SPREADSHEET_LOCALE: FileLocale = { separator: ',', decimalMark: '.', dateOrder: 'YMD' };

/** The bytes the preview and the header sniffing read: enough for the header and a few hundred rows. */
export const HEAD_BYTES = 64 * 1024;
const ZIP_MAGIC = 'PK';

/** The delimiter a header line uses most (comma on a tie): spreadsheets in many locales write ';'. */
export function delimiterOf(firstLine: string): FileLocale['separator'] {
  let best: FileLocale['separator'] = ',';
  let bestCount = 0;
  for (const delimiter of FILE_SEPARATORS) {
    const found = firstLine.split(delimiter).length - 1;
    if (found > bestCount) [best, bestCount] = [delimiter, found];
  }
  return best;
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
  const separator = delimiterOf(firstLine);
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

/** A file the preview cannot read: a spreadsheet archive sent as .csv, binary content, a broken archive. */
export class UnreadableFileError extends Error {}

/**
 * The detected locale, the header and the first `rows` data rows of a CSV file, read from its first
 * bytes only (a cut-off last line is dropped), for the preview of both uploads.
 */
export async function previewCsv(file: string, rows: number) {
  const buffer = (await readFile(file)).subarray(0, HEAD_BYTES);
  if (buffer.subarray(0, 2).toString('latin1') === ZIP_MAGIC) throw new UnreadableFileError();
  const head = buffer.toString('utf8').replace(/^\uFEFF/, '');
  if (head.includes('\u0000')) throw new UnreadableFileError();
  const complete = buffer.length < HEAD_BYTES ? head : head.slice(0, head.lastIndexOf('\n') + 1);
  const firstLine = complete.split(/\r?\n/, 1)[0] ?? '';
  const [header = [], ...records] = parse(complete, {
    delimiter: delimiterOf(firstLine),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as string[][];
  return {
    detected: detectLocale(firstLine, records),
    header: header.map((cell) => cell.trim()),
    rows: records.slice(0, rows),
  };
}

/** The header and first `rows` rows of a spreadsheet's first sheet (blank rows skipped), for the preview. */
export async function previewXlsx(file: string, rows: number) {
  if (await checkSpreadsheetArchive(file)) throw new UnreadableFileError();
  const table: string[][] = [];
  for await (const row of firstSheetRows(file)) {
    const cells = row.cells.map((cell) => cell ?? '');
    if (cells.every((cell) => cell.trim() === '')) continue;
    table.push(cells);
    if (table.length > rows) break;
  }
  const [header = [], ...records] = table;
  return { detected: SPREADSHEET_LOCALE, header: header.map((cell) => cell.trim()), rows: records };
}

/** The preview of an upload (format as received): detected locale, header, first rows. */
export async function previewFile(format: 'csv' | 'xlsx', file: string, rows: number) {
  const preview = format === 'xlsx' ? await previewXlsx(file, rows) : await previewCsv(file, rows);
  return { format, ...preview };
}

/**
 * The user's locale choice from multipart fields (read through `valueOf`), or null when none is sent;
 * a wrong value is a 400 naming the field.
 */
export function localeFromFields(valueOf: (name: string) => string | undefined): FileLocale | null {
  const raw = Object.fromEntries(FILE_LOCALE_FIELDS.map((name) => [name, valueOf(name)]));
  if (Object.values(raw).every((value) => value === undefined)) return null;
  const parsed = fileLocaleSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? FILE_LOCALE_FIELDS[0]);
  throw new HttpError(400, `${field}: ${issue?.message ?? 'invalid'}`, { [field]: 'invalid' });
}
