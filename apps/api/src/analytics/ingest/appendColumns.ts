import { type DuckDBConnection, DuckDBDataChunk, type DuckDBType } from '@duckdb/node-api';

const CHUNK_ROWS = 2048;

/** Appends column arrays (same length) to a table through the Appender, in data chunks. */
export async function appendColumns(
  connection: DuckDBConnection,
  table: string,
  types: DuckDBType[],
  columns: (number | string | boolean | null)[][],
): Promise<void> {
  const appender = await connection.createAppender(table, 'main', 'temp');
  const length = columns[0]?.length ?? 0;
  for (let start = 0; start < length; start += CHUNK_ROWS) {
    const end = Math.min(start + CHUNK_ROWS, length);
    const chunk = DuckDBDataChunk.create(types, end - start);
    chunk.setColumns(columns.map((column) => column.slice(start, end)));
    appender.appendDataChunk(chunk);
  }
  appender.flushSync();
  appender.closeSync();
}
