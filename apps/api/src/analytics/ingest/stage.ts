import { type DuckDBConnection, type DuckDBValue, INTEGER, VARCHAR } from '@duckdb/node-api';
import { type FileLocale, OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { ChunkAppender } from '../chunkAppender';
import { quoteIdent } from './columnRules';
import { localeTextSql } from './localeText';

/**
 * Every source lands as text in `ingest_stage` (a temporary table of the job's own connection) and is
 * read through the `staged` view: `_rn` (the row number reported in problems) plus one VARCHAR column
 * per API column, NULL for columns the file does not have. Checks and the final load read the view.
 * A CSV sent with the user's locale has its numbers and dates rewritten there (localeText.ts).
 */
export const STAGE_TABLE = 'ingest_stage';
export const STAGED_VIEW = 'staged';

const COLUMN_NAMES = OBSERVATION_COLUMNS.map((column) => column.name);

export async function createStagedView(
  connection: DuckDBConnection,
  rowNumberSql: string,
  present: ReadonlySet<string>,
  locale: FileLocale | null = null,
) {
  const columns = OBSERVATION_COLUMNS.map((column) => {
    const name = quoteIdent(column.name);
    if (!present.has(column.name)) return `NULL::VARCHAR AS ${name}`;
    return locale ? `${localeTextSql(column, locale)} AS ${name}` : name;
  });
  await connection.run(
    `CREATE OR REPLACE TEMP VIEW ${STAGED_VIEW} AS SELECT ${rowNumberSql} AS _rn, ${columns.join(', ')} FROM ${STAGE_TABLE}`,
  );
}

/**
 * Appends text rows (row number + one value per API column) in data chunks, for sources parsed in
 * JavaScript (NDJSON, spreadsheets). CSV does not come through here: DuckDB reads it directly.
 */
export class StageWriter {
  /** Reused for every row: one allocation per writer, not per row. */
  private readonly values: DuckDBValue[] = [null, ...COLUMN_NAMES.map(() => null)];

  private constructor(private readonly chunks: ChunkAppender) {}

  get rows(): number {
    return this.chunks.rows;
  }

  static async open(connection: DuckDBConnection): Promise<StageWriter> {
    const columns = COLUMN_NAMES.map((name) => `${quoteIdent(name)} VARCHAR`);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ${STAGE_TABLE} (_rn INTEGER, ${columns.join(', ')})`);
    const appender = await connection.createAppender(STAGE_TABLE, 'main', 'temp');
    return new StageWriter(new ChunkAppender(appender, [INTEGER, ...COLUMN_NAMES.map(() => VARCHAR)]));
  }

  /** `values` by column index of OBSERVATION_COLUMNS; missing entries are NULL. */
  write(rowNumber: number, values: readonly (string | null | undefined)[]): void {
    this.values[0] = rowNumber;
    for (let index = 0; index < COLUMN_NAMES.length; index += 1) this.values[index + 1] = values[index] ?? null;
    this.chunks.append(this.values);
  }

  close(): void {
    this.chunks.close();
  }
}
