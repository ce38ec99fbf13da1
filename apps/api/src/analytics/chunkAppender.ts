import { type DuckDBAppender, DuckDBDataChunk, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';

const CHUNK_ROWS = 2048;

/**
 * Buffers rows column by column and hands them to a DuckDB Appender one data chunk of 2,048 rows at
 * a time (one native call per chunk, never row-by-row INSERT). With `flushEveryRows`, appended rows
 * are flushed that often, so a long load does not hold them all in memory.
 */
export class ChunkAppender {
  private columns: DuckDBValue[][];
  private pending = 0;
  rows = 0;

  constructor(
    private readonly appender: DuckDBAppender,
    private readonly types: readonly DuckDBType[],
    private readonly flushEveryRows?: number,
  ) {
    this.columns = types.map(() => []);
  }

  /** Adds one row, given as one value per chunk column in column order. */
  append(values: readonly DuckDBValue[]): void {
    for (let index = 0; index < this.columns.length; index += 1) {
      (this.columns[index] as DuckDBValue[]).push(values[index] ?? null);
    }
    this.pending += 1;
    this.rows += 1;
    if (this.pending === CHUNK_ROWS) this.appendChunk();
  }

  private appendChunk(): void {
    if (this.pending === 0) return;
    const chunk = DuckDBDataChunk.create(this.types, this.pending);
    chunk.setColumns(this.columns);
    this.appender.appendDataChunk(chunk);
    this.columns = this.types.map(() => []);
    this.pending = 0;
    if (this.flushEveryRows && this.rows % this.flushEveryRows < CHUNK_ROWS) this.appender.flushSync();
  }

  /** Writes what is buffered and closes the appender; the rows are visible afterwards. */
  close(): void {
    this.appendChunk();
    this.appender.flushSync();
    this.appender.closeSync();
  }
}
