import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  attachStagedParts,
  type FileFactStore,
  oneStoreAtATime,
  stageThroughParquet,
} from '../factStore/parquetTransfer';
import { factLoadLog, factsChanged } from '../factLoads';
import { rebuildMonthlyRollup } from '../monthlyRollup';
import { factRowsQuery, type MergeResult, type ResolvedRows } from './mergeFacts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The source of an ingestion's fact_loads row (as recordIngestLoad writes it on DuckDB). */
const INGEST_SOURCE = 'ingest';

/**
 * Stores the resolved rows in a ClickHouse fact_daily. DuckDB writes them as one Parquet file (one row
 * per key, the last of a key the file repeats); ClickHouse reads it into a table of this load, in large
 * blocks; the stored rows of the same (customer, retailer, product, day) are removed with a lightweight
 * DELETE (only when there are any) and the load's parts are attached to fact_daily, so a reload of the
 * same file leaves one row per key; the store's monthly rollups of the touched months, its day rollups of the
 * touched days and its week rollups of their weeks are rebuilt.
 * The load is then recorded in ClickHouse's fact_loads, where the facts are. ClickHouse has no
 * transaction over the delete and the attach: a load that fails between them has its job tried again,
 * which replaces the same keys.
 */
export function storeFactsInClickHouse(
  connection: DuckDBConnection,
  facts: FileFactStore,
  customerId: number,
  loadId: string,
  present: ReadonlySet<string>,
  rows: ResolvedRows,
): Promise<MergeResult> {
  return oneStoreAtATime(customerId, async () => {
    const query = await factRowsQuery(connection, customerId, present, rows);
    const { dayFrom, dayTo, distinct } = query.stats;
    if (!DAY.test(dayFrom) || !DAY.test(dayTo)) throw new Error(`No days to store (${dayFrom} … ${dayTo})`);
    const touched = await connection.runAndReadAll(`SELECT DISTINCT day::VARCHAR FROM (${rows.keys ?? rows.query})`);
    const days = touched.getRows().map(([day]) => String(day));
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-ingest-'));
    const loadTable = `ingest_${loadId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    try {
      await stageThroughParquet(connection, facts, {
        select: query.select,
        columns: query.columns,
        like: 'fact_daily',
        staging: loadTable,
        file: path.join(folder, 'facts.parquet'),
      });
      const sameKeys = `customer_id = ${Number(customerId)} AND day BETWEEN '${dayFrom}' AND '${dayTo}'
        AND (retailer_id, product_id, day) IN (SELECT retailer_id, product_id, day FROM ${loadTable})`;
      const counted = await facts.readColumns(`SELECT toInt64(count()) AS n FROM fact_daily WHERE ${sameKeys}`, []);
      const replaced = Number(counted.n?.[0] ?? 0);
      factsChanged(customerId);
      if (replaced > 0) await facts.run(`DELETE FROM fact_daily WHERE ${sameKeys}`);
      // The load's parts move into fact_daily as they are, one month at a time.
      const months = await attachStagedParts(facts, loadTable, 'fact_daily');
      // The store's rollups of the touched months (partition ids are YYYYMM) and days, as DuckDB's load refreshes its own.
      await rebuildMonthlyRollup(facts, customerId, {
        months: months.map((month) => `${month.slice(0, 4)}-${month.slice(4, 6)}-01`),
        days,
      });
      await factLoadLog(facts, connection).recordReady(
        { loadId, customerId, source: INGEST_SOURCE, dayFrom, dayTo },
        distinct,
      );
      return { rowsStored: distinct, rowsReplaced: replaced };
    } finally {
      factsChanged(customerId);
      await facts.run(`DROP TABLE IF EXISTS ${loadTable}`).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    }
  });
}
