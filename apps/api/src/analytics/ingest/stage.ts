import { type DuckDBAppender, type DuckDBConnection, DuckDBDataChunk, type DuckDBType, INTEGER, VARCHAR } from '@duckdb/node-api';
import { OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { quoteIdent } from './columnRules';

/**
 * Every source lands as text in `ingest_stage` (a temporary table of the job's own connection) and is
 * read through the `staged` view: `_rn` (the row number reported in problems) plus one VARCHAR column
 * per API column, NULL for columns the file does not have. Checks and the final load read the view.
 */
export const STAGE_TABLE = 'ingest_stage';
export const STAGED_VIEW = 'staged';

const COLUMN_NAMES = OBSERVATION_COLUMNS.map((column) => column.name);

export async function createStagedView(connection: DuckDBConnection, rowNumberSql: string, present: ReadonlySet<string>) {
  const columns = COLUMN_NAMES.map((name) => (present.has(name) ? quoteIdent(name) : `NULL::VARCHAR AS ${quoteIdent(name)}`));
  await connection.run(`CREATE OR REPLACE TEMP VIEW ${STAGED_VIEW} AS SELECT ${rowNumberSql} AS _rn, ${columns.join(', ')} FROM ${STAGE_TABLE}`);
}

const CHUNK_ROWS = 2048;

/**
 * Appends text rows (row number + one value per API column) in data chunks, for sources parsed in
 * JavaScript (NDJSON, spreadsheets). CSV does not come through here: DuckDB reads it directly.
 */
export class StageWriter {
  private readonly types: DuckDBType[] = [INTEGER, ...COLUMN_NAMES.map(() => VARCHAR)];
  private columns: (number | string | null)[][] = this.types.map(() => []);
  private pending = 0;
  rows = 0;

  private constructor(private readonly appender: DuckDBAppender) {}

  static async open(connection: DuckDBConnection): Promise<StageWriter> {
    const columns = COLUMN_NAMES.map((name) => `${quoteIdent(name)} VARCHAR`);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ${STAGE_TABLE} (_rn INTEGER, ${columns.join(', ')})`);
    const writer = new StageWriter(await connection.createAppender(STAGE_TABLE, 'main', 'temp'));
    return writer;
  }

  /** `values` by column index of OBSERVATION_COLUMNS; missing entries are NULL. */
  write(rowNumber: number, values: readonly (string | null | undefined)[]): void {
    (this.columns[0] as (number | null)[]).push(rowNumber);
    for (let index = 0; index < COLUMN_NAMES.length; index += 1) {
      (this.columns[index + 1] as (string | null)[]).push(values[index] ?? null);
    }
    this.pending += 1;
    this.rows += 1;
    if (this.pending === CHUNK_ROWS) this.flushChunk();
  }

  private flushChunk(): void {
    if (this.pending === 0) return;
    const chunk = DuckDBDataChunk.create(this.types, this.pending);
    chunk.setColumns(this.columns);
    this.appender.appendDataChunk(chunk);
    this.columns = this.types.map(() => []);
    this.pending = 0;
  }

  close(): void {
    this.flushChunk();
    this.appender.flushSync();
    this.appender.closeSync();
  }
}
