import { open } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type FileLocale, type IngestProblem, INGEST_MESSAGES as M } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { delimiterOf, HEAD_BYTES } from './fileLocale';
import { mapHeader } from './header';
import { createStagedView, STAGE_TABLE } from './stage';
import type { StageOutcome } from './stageOutcome';

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Why DuckDB refused a line, in the words of the problem list. */
function structureMessage(errorType: string, expected: number): string {
  switch (errorType) {
    case 'MISSING COLUMNS':
      return `Too few values: the header has ${expected} columns`;
    case 'TOO MANY COLUMNS':
      return `Too many values: the header has ${expected} columns`;
    case 'UNQUOTED VALUE':
      return 'A quote is not closed or a value is badly quoted';
    case 'INVALID ENCODING':
    case 'INVALID UNICODE':
      return 'Not valid UTF-8 text';
    default:
      return 'This row could not be read';
  }
}

/**
 * Stages a CSV file. The header is parsed with csv-parse; the rows are parsed by DuckDB's CSV reader
 * straight into the stage table (several times faster than parsing in JavaScript and appending), all
 * as text so that every value is checked by the SQL rules with its row and column. Lines DuckDB cannot
 * split (wrong number of values, broken quotes) are kept in a rejects table and reported instead.
 * `locale` is the user's choice from the upload screen: its separator, decimal mark and date order.
 */
export async function stageCsv(
  connection: DuckDBConnection,
  file: string,
  locale: FileLocale | null = null,
): Promise<StageOutcome> {
  const head = (await readHead(file)).replace(/^\uFEFF/, '');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '')
    return { rows: 0, problems: [{ row: 0, column: null, message: M.noRows }], problemCount: 1 };
  // Without the user's choice (the bulk API) the separator is sniffed and values are read as written.
  const delimiter = locale?.separator ?? delimiterOf(firstLine);
  const [headers = []] = parse(firstLine, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
  const header = mapHeader(headers);
  if (header.problems.length > 0) return { rows: 0, problems: header.problems, problemCount: header.problems.length };

  const columns = header.names.map((name, index) => `${sqlText(name ?? `_blank_${index}`)}: 'VARCHAR'`);
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${STAGE_TABLE} AS SELECT * FROM read_csv(${sqlText(file)},
    auto_detect = false, header = true, delim = ${sqlText(delimiter)}, quote = '"', escape = '"',
    columns = {${columns.join(', ')}}, store_rejects = true,
    rejects_table = 'ingest_rejects', rejects_scan = 'ingest_scans')`);

  const rejects = await connection.runAndReadAll(
    // A short line is reported once per missing column: one problem per line is enough.
    `SELECT line::INTEGER AS line, arg_min(error_type::VARCHAR, column_idx) AS error_type, count(*) OVER ()::INTEGER AS total
     FROM ingest_rejects GROUP BY line ORDER BY line LIMIT 100`,
  );
  const rejected = rejects.getRowObjectsJS();
  if (rejected.length > 0) {
    const problems: IngestProblem[] = rejected.map((row) => ({
      row: Number(row.line),
      column: null,
      message: structureMessage(String(row.error_type), headers.length),
    }));
    return { rows: 0, problems, problemCount: Number(rejected[0]?.total ?? problems.length) };
  }
  const counted = await connection.runAndReadAll(`SELECT count(*)::INTEGER FROM ${STAGE_TABLE}`);
  const rows = Number(counted.getRows()[0]?.[0] ?? 0);
  if (rows === 0) return { rows, problems: [{ row: 0, column: null, message: M.noRows }], problemCount: 1 };
  await createStagedView(connection, '(rowid + 2)::INTEGER', header.present, locale);
  return { rows, problems: [], problemCount: 0, present: header.present };
}
