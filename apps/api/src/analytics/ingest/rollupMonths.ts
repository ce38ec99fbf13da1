import type { DuckDBConnection } from '@duckdb/node-api';
import { rebuildMonthlyRollup } from '../monthlyRollup';

/**
 * Recomputes `fact_daily_monthly` for the months a load touched (`ingest_months`, one `month` column),
 * inside the caller's transaction, so readers see new facts and their rollup together.
 */
export function refreshRollupMonths(connection: DuckDBConnection, customerId: number): Promise<void> {
  return rebuildMonthlyRollup(connection, customerId, { table: 'ingest_months' });
}
