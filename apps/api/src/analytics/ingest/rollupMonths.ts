import type { DuckDBConnection } from '@duckdb/node-api';
import { rebuildMonthlyRollup } from '../monthlyRollup';

/**
 * Recomputes `fact_daily_monthly` for the months a load touched (`ingest_months`, one `month` column),
 * inside the caller's transaction, so readers see new facts and their rollup together. With `days`
 * (`ingest_days`, one `day` column: the load's days, all inside those months), the day rollups are
 * recomputed for those days and the week rollups for their weeks only.
 */
export function refreshRollupMonths(
  connection: DuckDBConnection,
  customerId: number,
  days?: 'ingest_days',
): Promise<void> {
  return rebuildMonthlyRollup(connection, customerId, { table: 'ingest_months', days });
}
