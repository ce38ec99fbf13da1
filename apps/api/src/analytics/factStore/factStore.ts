import type { FactRead } from '../engine/factTablePlan';
import type { FactRow } from '../factWriter';
import { type FactDialect, FactParams } from './factDialect';

/** A statement's result as plain JS values by column name. */
export type FactColumns = Record<string, unknown[]>;

/**
 * Where market facts live and are read: DuckDB embedded (the default) or ClickHouse (`FACTS_URL`, or
 * in process through chdb). The engine builds its statements in the store's dialect and reads through
 * this interface only, so what sits above it does not know which engine answers.
 */
export interface FactStore {
  readonly dialect: FactDialect;
  /** Whether the store keeps this stored form (the engine's plan skips the forms it does not). */
  holds(read: FactRead): boolean;
  /** Runs one statement with positional parameters (as FactParams collected them) and reads its result. */
  readColumns(sql: string, params: readonly unknown[]): Promise<FactColumns>;
  /** Runs statements without a result (DDL, deletes), one after the other. */
  run(...statements: string[]): Promise<void>;
  /** Appends rows in large blocks (FactWriter's row form: DATE as days since 1970-01-01, TIMESTAMP as epoch ms). */
  insert(table: string, rows: readonly FactRow[]): Promise<void>;
  /**
   * Stores that take files (ClickHouse): inserts the rows of a Parquet file on this machine into the named
   * columns (the file's columns by the same names), in the engine's own large blocks. Ingestion stores
   * through this when the store has it.
   */
  insertParquet?(table: string, columns: readonly string[], file: string): Promise<void>;
  close(): Promise<void>;
}

/** Rows of a column result, for the few callers that want objects. */
export function rowsOfColumns(columns: FactColumns): Record<string, unknown>[] {
  const names = Object.keys(columns);
  const count = columns[names[0] ?? '']?.length ?? 0;
  const rows: Record<string, unknown>[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const row: Record<string, unknown> = {};
    for (const name of names) row[name] = columns[name]?.[index];
    rows[index] = row;
  }
  return rows;
}

/**
 * A row reader over the store for statements written with DuckDB's positional parameters (`$1`, `$2::DATE`):
 * each `$n` becomes the store's placeholder of the n-th value, so one statement text serves both engines as long
 * as the rest of it is common SQL (or rendered through the store's dialect).
 */
export function storeRowReader(store: FactStore) {
  return async (sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> => {
    const collected = new FactParams(store.dialect);
    const placeholders = params.map((value) => collected.add(value));
    const statement = sql.replace(/\$(\d+)/g, (text, n: string) => placeholders[Number(n) - 1] ?? text);
    return rowsOfColumns(await store.readColumns(statement, collected.values));
  };
}
