import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
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

/** More rows than this refuse the file (the ingestion limit for spreadsheets). */
export const MAX_PRODUCT_ROWS = 200_000;

const ZIP_MAGIC = 'PK';

export async function readCsv(file: string, separator: string, limit = MAX_PRODUCT_ROWS + 1): Promise<FileTable> {
  const buffer = await readFile(file);
  if (buffer.subarray(0, 2).toString('latin1') === ZIP_MAGIC) throw new FileReadError('INVALID_FILETYPE');
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw new FileReadError('INVALID_FILETYPE');
  const options = { bom: true, delimiter: separator, relax_column_count: true, skip_empty_lines: true, to: limit };
  // Without quotes or carriage returns every record is one line, so the records' row numbers are the numbers of
  // the non-empty lines: csv-parse's per-record info (about half its time) is asked for only when a quoted field
  // may span lines.
  const oneLineRecords = !text.includes('"') && !text.includes('\r');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = oneLineRecords
      ? withLineNumbers(parse(text, options) as string[][], text)
      : (parse(text, { ...options, info: true }) as unknown as typeof records);
  } catch {
    throw new FileReadError('FILE_READ_FAILED');
  }
  const [first, ...rest] = records;
  return {
    header: (first?.record ?? []).map((cell) => cell.trim()),
    rows: rest.map(({ record, info }) => ({ row: info.lines, cells: record })),
  };
}

/** Records of one line each with the number of their line, counting the empty lines csv-parse skipped. */
function withLineNumbers(records: string[][], text: string) {
  const numbered: { record: string[]; info: { lines: number } }[] = [];
  let line = 1;
  let start = text.charCodeAt(0) === BOM ? 1 : 0;
  for (const record of records) {
    // The record's line is the next non-empty one.
    while (text.charCodeAt(start) === NEWLINE) {
      start += 1;
      line += 1;
    }
    numbered.push({ record, info: { lines: line } });
    const end = text.indexOf('\n', start);
    start = end === -1 ? text.length : end + 1;
    line += 1;
  }
  return numbered;
}

const NEWLINE = 10;
const BOM = 0xfeff;

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
