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
