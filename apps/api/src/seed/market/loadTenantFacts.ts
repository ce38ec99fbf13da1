import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { deleteCustomerFacts, finishLoad, latestLoad, startLoad } from '../../analytics/factLoads';
import { type FactTable, factTables } from '../../analytics/factSchema';
import { FactWriter } from '../../analytics/factWriter';
import { refreshMonthlyRollup } from '../../analytics/monthlyRollup';
import { generateFacts, type GenerateOptions } from './factGenerator';
import type { MarketCatalogue } from './marketCatalogue';

export const SEED_SOURCE = 'seed';

const isoDay = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

export interface TenantLoadResult {
  skipped: boolean;
  dailyRows: number;
  rows: Record<string, number>;
}

/**
 * Generates one tenant's facts into DuckDB through appenders, then refreshes its monthly rollup.
 * A tenant whose last seed load finished is skipped; one left half-loaded (a crash, a stop during
 * the load) is cleared and loaded again.
 */
export async function loadTenantFacts(
  connection: DuckDBConnection,
  catalogue: MarketCatalogue,
  options: GenerateOptions,
  afterDay?: (dayIndex: number, dailyRows: number) => Promise<void> | void,
): Promise<TenantLoadResult> {
  // DuckDB's record, whatever FACTS_URL says: this loader writes DuckDB's copy (`pnpm seed` then copies every
  // tenant from it into FACTS_URL's store).
  const previous = await latestLoad(connection, catalogue.customerId, SEED_SOURCE);
  if (previous?.state === 'ready') return { skipped: true, dailyRows: previous.dailyRows, rows: {} };
  await deleteCustomerFacts(connection, catalogue.customerId);
  const loadId = randomUUID();
  await startLoad(connection, {
    loadId,
    customerId: catalogue.customerId,
    source: SEED_SOURCE,
    dayFrom: isoDay(options.lastDay - options.days + 1),
    dayTo: isoDay(options.lastDay),
  });
  const writers = new Map<FactTable, FactWriter>();
  for (const table of factTables) writers.set(table, await FactWriter.open(connection, table));
  try {
    const { dailyRows } = await generateFacts(
      catalogue,
      options,
      (table, row) => writers.get(table)?.write(row),
      afterDay,
    );
    for (const writer of writers.values()) writer.close();
    await refreshMonthlyRollup(connection, catalogue.customerId);
    await finishLoad(connection, loadId, { state: 'ready', dailyRows });
    return {
      skipped: false,
      dailyRows,
      rows: Object.fromEntries([...writers].map(([table, writer]) => [table, writer.rows])),
    };
  } catch (error) {
    for (const writer of writers.values()) {
      try {
        writer.close();
      } catch {
        // already closed, or broken by the same failure
      }
    }
    await finishLoad(connection, loadId, { state: 'failed', dailyRows: 0 }).catch(() => undefined);
    throw error;
  }
}
