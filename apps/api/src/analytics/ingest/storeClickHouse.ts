import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FactStore } from '../factStore/factStore';
import { factsChanged } from '../factLoads';
import { rebuildMonthlyRollup } from '../monthlyRollup';
import { factRowsQuery, type MergeResult, recordIngestLoad, type ResolvedRows } from './mergeFacts';

/** A store that takes Parquet files (the ClickHouse store). */
export type FileFactStore = FactStore & Required<Pick<FactStore, 'insertParquet'>>;

export const takesFiles = (facts: FactStore | undefined): facts is FileFactStore =>
  typeof facts?.insertParquet === 'function';

/**
 * Loads of one customer store one after another in this process: each replaces keys by a count, a delete
 * and an insert, which two loads of the same keys must not interleave.
 */
const storing = new Map<number, Promise<unknown>>();

function oneAtATime<T>(customerId: number, work: () => Promise<T>): Promise<T> {
  const run = (storing.get(customerId) ?? Promise.resolve()).catch(() => undefined).then(work);
  storing.set(customerId, run);
  const forget = () => {
    if (storing.get(customerId) === run) storing.delete(customerId);
  };
  // The caller gets the failure; this branch only forgets the finished run.
  run.then(forget, forget);
  return run;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Stores the resolved rows in a ClickHouse fact_daily. DuckDB writes them as one Parquet file (one row
 * per key, the last of a key the file repeats); ClickHouse reads it into a table of this load, in large
 * blocks; the stored rows of the same (customer, retailer, product, day) are removed with a lightweight
 * DELETE (only when there are any) and the load's parts are attached to fact_daily, so a reload of the
 * same file leaves one row per key; the store's monthly, day and week rollups of the touched months are rebuilt.
 * The load is then recorded in DuckDB's fact_loads, as for DuckDB facts. ClickHouse has no
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
  return oneAtATime(customerId, async () => {
    const query = await factRowsQuery(connection, customerId, present, rows);
    const { dayFrom, dayTo, distinct } = query.stats;
    if (!DAY.test(dayFrom) || !DAY.test(dayTo)) throw new Error(`No days to store (${dayFrom} … ${dayTo})`);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-ingest-'));
    const loadTable = `ingest_${loadId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    try {
      const file = path.join(folder, 'facts.parquet');
      // Snappy: the fastest to write and to read of DuckDB's Parquet codecs on the bench file.
      await connection.run(
        `COPY (${query.select}) TO '${file.replace(/'/g, "''")}' (FORMAT PARQUET, COMPRESSION snappy)`,
      );
      await facts.run(`DROP TABLE IF EXISTS ${loadTable}`, `CREATE TABLE ${loadTable} AS fact_daily`);
      await facts.insertParquet(loadTable, query.columns, file);
      const sameKeys = `customer_id = ${Number(customerId)} AND day BETWEEN '${dayFrom}' AND '${dayTo}'
        AND (retailer_id, product_id, day) IN (SELECT retailer_id, product_id, day FROM ${loadTable})`;
      const counted = await facts.readColumns(`SELECT toInt64(count()) AS n FROM fact_daily WHERE ${sameKeys}`, []);
      const replaced = Number(counted.n?.[0] ?? 0);
      factsChanged(customerId);
      if (replaced > 0) await facts.run(`DELETE FROM fact_daily WHERE ${sameKeys}`);
      // The load's parts move into fact_daily as they are (hard links, no rewrite), one month at a time.
      const parts = await facts.readColumns(
        `SELECT DISTINCT partition_id FROM system.parts WHERE database = currentDatabase() AND table = '${loadTable}' AND active`,
        [],
      );
      const months = (parts.partition_id ?? []).map(String);
      await facts.run(
        ...months.map((month) => `ALTER TABLE fact_daily ATTACH PARTITION ID '${month}' FROM ${loadTable}`),
      );
      // The store's rollups of the touched months (partition ids are YYYYMM), as DuckDB's load refreshes its own.
      await rebuildMonthlyRollup(facts, customerId, {
        months: months.map((month) => `${month.slice(0, 4)}-${month.slice(4, 6)}-01`),
      });
      await connection.run('BEGIN TRANSACTION');
      try {
        await recordIngestLoad(connection, customerId, loadId, query.stats);
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK');
        throw error;
      }
      return { rowsStored: distinct, rowsReplaced: replaced };
    } finally {
      factsChanged(customerId);
      await facts.run(`DROP TABLE IF EXISTS ${loadTable}`).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    }
  });
}
