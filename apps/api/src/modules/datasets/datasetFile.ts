import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { DatasetFileType } from '@shelfsight/contracts';
import { safeCell } from '../widgetData';

export type Cell = string | number | null;

/** A file written row by row: nothing but the current row (and the streams' small buffers) is held. */
export interface RowWriter {
  row(cells: Cell[]): Promise<void>;
  /** Closes the file; answers its size in bytes. */
  finish(): Promise<number>;
}

/** A sheet holds at most 1,048,576 rows: the data goes on in "Data 2", "Data 3"… with the header again. */
export const SHEET_ROWS = 1_048_576;
const XLSX_CHECK_ROWS = 1024;
/** Uncompressed bytes a sheet may have waiting for the zip before the writer waits. */
const XLSX_BUFFERED_BYTES = 4 * 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Bytes a streaming worksheet has handed to the zip and the zip has not yet read. exceljs writes
 * committed rows to the zip's entry stream without heeding its backpressure, so a deflate slower than
 * the rows (a busy machine) would gather the whole sheet in memory; the writer waits on this instead.
 */
function zipBacklog(sheet: unknown): number {
  const pipes = (sheet as { stream?: { pipes?: { _writableState?: { length?: number } }[] } }).stream?.pipes ?? [];
  return pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}

/**
 * CSV: a byte-order mark (Excel on Windows then reads UTF-8 names right), the stamp's lines, a blank line, the
 * header, then the rows, through csv-stringify piped to the file (waiting for the stream to drain, so a fast source
 * never fills memory).
 */
async function csvWriter(filePath: string, stamp: [string, string][], header: string[]): Promise<RowWriter> {
  const stringifier = stringify({ bom: true });
  const file = createWriteStream(filePath);
  // Opened before the first row: a file that cannot be created fails here, and a written row is in a file.
  await once(file, 'open');
  const done = pipeline(stringifier, file);
  // A failed file stream rejects `done`; surfaced by finish() (or the next row) rather than unhandled.
  done.catch(() => undefined);
  const write = async (record: Cell[]) => {
    if (!stringifier.write(record.map(safeCell))) await Promise.race([once(stringifier, 'drain'), done]);
  };
  for (const line of stamp) await write(line);
  await write([]);
  await write(header);
  return {
    row: write,
    async finish() {
      stringifier.end();
      await done;
      return (await stat(filePath)).size;
    },
  };
}

/**
 * XLSX: exceljs's streaming WorkbookWriter, the stamp on a first sheet "Dataset", the rows on "Data",
 * each row committed (written to the zip) as it is added. Inline strings rather than a shared string
 * table, which would grow with every distinct text of the file.
 */
async function xlsxWriter(filePath: string, stamp: [string, string][], header: string[]): Promise<RowWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles: false,
    useSharedStrings: false,
  });
  const first = book.addWorksheet('Dataset');
  // A workbook's strings are never formulas: no apostrophe there (it would show as text), only in the CSV.
  for (const line of stamp) first.addRow(line).commit();
  first.commit();
  let sheets = 0;
  let sheet = book.addWorksheet('Data');
  let rowsInSheet = 0;
  const startSheet = () => {
    sheets += 1;
    if (sheets > 1) {
      sheet.commit();
      sheet = book.addWorksheet(`Data ${sheets}`);
    }
    sheet.addRow(header).commit();
    rowsInSheet = 1;
  };
  startSheet();
  return {
    async row(cells) {
      if (rowsInSheet >= SHEET_ROWS) startSheet();
      sheet.addRow(cells).commit();
      rowsInSheet += 1;
      if (rowsInSheet % XLSX_CHECK_ROWS === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        while (zipBacklog(sheet) > XLSX_BUFFERED_BYTES) await sleep(5);
      }
    },
    async finish() {
      sheet.commit();
      await book.commit();
      return (await stat(filePath)).size;
    },
  };
}

export function openRowWriter(
  fileType: DatasetFileType,
  filePath: string,
  stamp: [string, string][],
  header: string[],
): Promise<RowWriter> {
  return fileType === 'xlsx' ? xlsxWriter(filePath, stamp, header) : csvWriter(filePath, stamp, header);
}
