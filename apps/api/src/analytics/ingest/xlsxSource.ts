import type { DuckDBConnection } from '@duckdb/node-api';
import { INGEST_LIMITS, INGEST_MESSAGES as M, OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import type ExcelJS from 'exceljs';
import { mapHeader } from './header';
import { ProblemList } from './problemList';
import { createStagedView, StageWriter } from './stage';
import type { StageOutcome } from './stageOutcome';

const indexOf = new Map(OBSERVATION_COLUMNS.map((column, index) => [column.name, index]));

/**
 * A 5 MB spreadsheet can unpack to gigabytes (a zip bomb). The archive's directory states every
 * part's unpacked size; refuse before inflating anything when they add up to more than the limit.
 */
export async function checkSpreadsheetArchive(file: string): Promise<string | null> {
  try {
    // Loaded on first use, like exceljs below: both are large and only spreadsheet uploads need them.
    const { default: unzipper } = await import('unzipper');
    const directory = await unzipper.Open.file(file);
    const unpacked = directory.files.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (!directory.files.some((entry) => entry.path === 'xl/workbook.xml')) return M.unreadableSpreadsheet;
    return unpacked > INGEST_LIMITS.xlsxMaxUnpackedBytes ? M.unreadableSpreadsheet : null;
  } catch {
    return M.unreadableSpreadsheet;
  }
}

/** A cell as staged text. Dates become YYYY-MM-DD (or an ISO instant when they carry a time). */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    return null;
  }
  return String(value);
}

/**
 * The rows of a workbook's first sheet, streamed (the file is never held whole), each as its number and the texts of
 * its cells. Callers check the archive first (`checkSpreadsheetArchive`); a broken file throws while reading.
 */
export async function* firstSheetRows(file: string): AsyncGenerator<{ number: number; cells: (string | null)[] }> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      yield { number: row.number, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(cellText) };
    }
    return;
  }
}

/**
 * Stages the first worksheet of an .xlsx with exceljs's streaming reader: the first non-empty row is the
 * header, problems carry the sheet's own row numbers. More than `xlsxMaxRows` rows rejects the file.
 */
export async function stageXlsx(
  connection: DuckDBConnection,
  file: string,
  onRow: (rows: number) => void,
): Promise<StageOutcome> {
  const refused = await checkSpreadsheetArchive(file);
  if (refused) return { rows: 0, problems: [{ row: 0, column: null, message: refused }], problemCount: 1 };
  const writer = await StageWriter.open(connection);
  const problems = new ProblemList();
  let columnIndexes: (number | undefined)[] | null = null;
  let present: ReadonlySet<string> = new Set();
  try {
    for await (const row of firstSheetRows(file)) {
      const { cells } = row;
      if (!columnIndexes) {
        if (cells.every((cell) => cell === null || cell.trim() === '')) continue;
        const header = mapHeader(
          cells.map((cell) => cell ?? ''),
          row.number,
        );
        header.problems.forEach((problem) => problems.add(problem));
        if (problems.count > 0) break;
        columnIndexes = header.names.map((name) => (name ? indexOf.get(name) : undefined));
        present = header.present;
        continue;
      }
      if (writer.rows >= INGEST_LIMITS.xlsxMaxRows) {
        problems.add({ row: 0, column: null, message: M.tooManyRows });
        break;
      }
      const values: (string | null)[] = [];
      cells.forEach((cell, position) => {
        const index = columnIndexes?.[position];
        if (index !== undefined) values[index] = cell === null || cell.trim() === '' ? null : cell;
      });
      if (values.every((value) => value === null || value === undefined)) continue;
      writer.write(row.number, values);
      if (writer.rows % 5_000 === 0) onRow(writer.rows);
    }
  } catch {
    problems.add({ row: 0, column: null, message: M.unreadableSpreadsheet });
  } finally {
    writer.close();
  }
  onRow(writer.rows);
  if (problems.count === 0 && writer.rows === 0) problems.add({ row: 0, column: null, message: M.noRows });
  if (problems.count > 0) return { rows: writer.rows, problems: problems.shown, problemCount: problems.count };
  await createStagedView(connection, '_rn', present);
  return { rows: writer.rows, problems: [], problemCount: 0, present };
}
