import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { leastBusy, readColumns } from '../engine/runMetricQuery';
import { FactWriter } from '../factWriter';
import { duckdbDialect } from './factDialect';
import type { FactStore } from './factStore';

/**
 * The embedded DuckDB fact store over one connection: reads go through the connection's queue and its
 * prepared statements (runMetricQuery), appends through the Appender (FactWriter). It keeps every
 * stored form the engine plans. With `readers`, each read runs on the least busy of them.
 */
export function duckdbFactStore(
  connection: DuckDBConnection,
  readers?: readonly [DuckDBConnection, ...DuckDBConnection[]],
): FactStore {
  return {
    dialect: duckdbDialect,
    holds: () => true,
    readColumns: (sql, params) => readColumns(readers ? leastBusy(readers) : connection, sql, params as DuckDBValue[]),
    async run(...statements) {
      for (const statement of statements) await connection.run(statement);
    },
    async insert(table, rows) {
      const writer = await FactWriter.open(connection, table);
      for (const row of rows) writer.write(row);
      writer.close();
    },
    async close() {
      // The connection belongs to the analytics store, which closes it.
    },
  };
}
