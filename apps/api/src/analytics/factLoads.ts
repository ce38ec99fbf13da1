import type { DuckDBConnection } from '@duckdb/node-api';
import { DAY_ROLLUPS_READY, dayRollupTables } from './engine/dayRollups';
import { factTables } from './factSchema';

export interface FactLoad {
  loadId: string;
  customerId: number;
  source: string;
  state: 'loading' | 'ready' | 'failed';
  dailyRows: number;
}

/** The newest load of a customer from a source, or null. */
export async function latestLoad(
  connection: DuckDBConnection,
  customerId: number,
  source: string,
): Promise<FactLoad | null> {
  const reader = await connection.runAndReadAll(
    `SELECT load_id, state, daily_rows::DOUBLE AS daily_rows FROM fact_loads
     WHERE customer_id = $1 AND source = $2 ORDER BY started_at DESC LIMIT 1`,
    [customerId, source],
  );
  const row = reader.getRowObjects()[0];
  if (!row) return null;
  return {
    loadId: String(row.load_id),
    customerId,
    source,
    state: String(row.state) as FactLoad['state'],
    dailyRows: Number(row.daily_rows),
  };
}

/** Removes every fact of a customer (all tables and the rollups), before a full reload. */
export async function deleteCustomerFacts(connection: DuckDBConnection, customerId: number): Promise<void> {
  for (const table of [...factTables, 'fact_daily_monthly', ...dayRollupTables, DAY_ROLLUPS_READY]) {
    await connection.run(`DELETE FROM ${table} WHERE customer_id = $1`, [customerId]);
  }
}

export async function startLoad(
  connection: DuckDBConnection,
  load: { loadId: string; customerId: number; source: string; dayFrom: string; dayTo: string },
): Promise<void> {
  await connection.run(
    `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state)
     VALUES ($1, $2, $3, $4::DATE, $5::DATE, 'loading')`,
    [load.loadId, load.customerId, load.source, load.dayFrom, load.dayTo],
  );
}

export async function finishLoad(
  connection: DuckDBConnection,
  loadId: string,
  outcome: { state: 'ready' | 'failed'; dailyRows: number },
): Promise<void> {
  await connection.run(
    `UPDATE fact_loads SET state = $2, daily_rows = $3, finished_at = current_timestamp WHERE load_id = $1`,
    [loadId, outcome.state, outcome.dailyRows],
  );
}
