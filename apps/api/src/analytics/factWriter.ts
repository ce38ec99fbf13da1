import {
  type DuckDBAppender,
  type DuckDBConnection,
  DuckDBDateValue,
  DuckDBTimestampValue,
  type DuckDBType,
  DuckDBTypeId,
  type DuckDBValue,
  DOUBLE,
} from '@duckdb/node-api';
import { ChunkAppender } from './chunkAppender';

/**
 * One fact row by column name. Plain JS values: DATE as days since 1970-01-01, TIMESTAMP as epoch
 * milliseconds, DECIMAL as a number; null or absent for SQL NULL.
 */
export type FactRow = Readonly<Record<string, number | string | boolean | null | undefined>>;

type Convert = ((value: number | string | boolean) => DuckDBValue) | null;

/** Appended rows are committed every million, so a long load does not hold them all in memory. */
const COMMIT_ROWS = 1_000_000;

/**
 * The chunk type of a table column and how a JS value becomes it. DECIMAL columns travel as DOUBLE
 * (the Appender casts and rounds): building a BigInt-backed decimal value per cell costs more than
 * the rest of the row.
 */
function chunkColumn(type: DuckDBType): { type: DuckDBType; convert: Convert } {
  switch (type.typeId) {
    case DuckDBTypeId.DATE:
      return { type, convert: (value) => new DuckDBDateValue(value as number) };
    case DuckDBTypeId.TIMESTAMP:
      return { type, convert: (value) => new DuckDBTimestampValue(BigInt(Math.round(value as number)) * 1000n) };
    case DuckDBTypeId.BIGINT:
      return { type, convert: (value) => BigInt(Math.round(value as number)) };
    case DuckDBTypeId.DECIMAL:
      return { type: DOUBLE, convert: null };
    default:
      return { type, convert: null };
  }
}

/**
 * Appends rows to one DuckDB table through the Appender in column-major data chunks of 2,048 rows
 * (one native call per chunk, never row-by-row INSERT). Rows keep the order they are written in,
 * which is the physical order of the table: write them day first.
 */
export class FactWriter {
  private readonly converters: Convert[];
  private readonly chunks: ChunkAppender;
  /** Reused for every row: one allocation per writer, not per row. */
  private readonly values: DuckDBValue[];
  private checked = false;

  private constructor(
    readonly table: string,
    private readonly names: readonly string[],
    appender: DuckDBAppender,
  ) {
    const columns = Array.from({ length: appender.columnCount }, (_, index) => chunkColumn(appender.columnType(index)));
    this.converters = columns.map((column) => column.convert);
    this.chunks = new ChunkAppender(
      appender,
      columns.map((column) => column.type),
      COMMIT_ROWS,
    );
    this.values = columns.map(() => null);
  }

  get rows(): number {
    return this.chunks.rows;
  }

  static async open(connection: DuckDBConnection, table: string): Promise<FactWriter> {
    const reader = await connection.runAndReadAll(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    const names = reader.getRows().map((row) => String(row[0]));
    return new FactWriter(table, names, await connection.createAppender(table));
  }

  write(row: FactRow): void {
    if (!this.checked) {
      // A misspelt key would silently become NULL; the first row of each writer proves the names.
      const unknown = Object.keys(row).filter((key) => row[key] !== undefined && !this.names.includes(key));
      if (unknown.length > 0) throw new Error(`${this.table} has no column ${unknown.join(', ')}`);
      this.checked = true;
    }
    for (let index = 0; index < this.names.length; index += 1) {
      const value = row[this.names[index] as string];
      const convert = this.converters[index];
      this.values[index] = value === null || value === undefined ? null : convert ? convert(value) : value;
    }
    this.chunks.append(this.values);
  }

  /** Writes what is buffered and closes the appender; the rows are visible afterwards. */
  close(): void {
    this.chunks.close();
  }
}
