import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { rewritingDccScoreMacro } from '../../analytics/dccScoreMacro';
import { deleteCustomerFacts, factsChanged, finishLoad, startLoad, storeLoadLog } from '../../analytics/factLoads';
import { DAY_ROLLUPS_READY, dayRollupTables } from '../../analytics/engine/dayRollups';
import { factTables } from '../../analytics/factSchema';
import { withReadsHeld } from '../../analytics/engine/runMetricQuery';
import type { FactStore } from '../../analytics/factStore/factStore';
import { takesFiles } from '../../analytics/factStore/parquetTransfer';
import { forgetClickHouseDccVersions } from '../../analytics/factStore/clickhouseDccScore';
import { copyCustomerFactsToClickHouse } from './copyToClickHouse';

export interface LoadedTenant {
  customerId: number;
  dailyRows: number;
  source: string;
  dayFrom: string;
  dayTo: string;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export interface ImportOptions {
  /** The store's widget readers, held back while the copy's cached blocks are released. */
  readers?: readonly DuckDBConnection[];
  /**
   * The server's fact store: when it takes files (ClickHouse), the tenants' facts are copied there too, before
   * DuckDB's transaction records their loads.
   */
  facts?: FactStore;
  /** Runs with the copy done but not committed (the kill test holds the import there). */
  beforeCommit?: () => Promise<void>;
}

/**
 * Copies the facts, the monthly rollup and the day rollups with their readiness (so demo tenants read
 * rollups at once) of `tenants` from a DuckDB file written by another process into the store,
 * replacing what the store held for them, and records each as a ready load — all in one transaction,
 * so readers see a tenant's old facts or all its new ones. INSERT … SELECT keeps the
 * file's row order (preserve_insertion_order), which is day first. With a ClickHouse fact store the
 * tenants' facts go there first (copyToClickHouse.ts) and their loads are recorded in ClickHouse's fact_loads,
 * so the widget cache's stamp moves only once ClickHouse has their rows; a failure before that record leaves DuckDB
 * untouched and the tenants unloaded (the next start loads them again), one after it leaves them loaded in
 * ClickHouse without DuckDB's copy.
 */
export async function importLoadedFacts(
  connection: DuckDBConnection,
  file: string,
  tenants: readonly LoadedTenant[],
  { readers = [], facts, beforeCommit }: ImportOptions = {},
): Promise<void> {
  const alias = `market_load_${randomUUID().replaceAll('-', '')}`;
  const loads = tenants.map((tenant) => ({
    loadId: randomUUID(),
    customerId: tenant.customerId,
    source: tenant.source,
    dayFrom: tenant.dayFrom,
    dayTo: tenant.dayTo,
  }));
  await connection.run(`ATTACH ${quote(file)} AS ${alias} (READ_ONLY)`);
  try {
    if (takesFiles(facts)) {
      const customerIds = tenants.map((tenant) => tenant.customerId);
      await copyCustomerFactsToClickHouse(connection, facts, alias, customerIds);
      // As deleteCustomerFacts below does on DuckDB: the reloaded facts score by the default criteria.
      await forgetClickHouseDccVersions(facts, customerIds);
      // ClickHouse holds each tenant's new facts now: its loads are recorded there, where they are read.
      const recorded = storeLoadLog(facts);
      for (const [index, load] of loads.entries()) await recorded.recordReady(load, tenants[index]?.dailyRows ?? 0);
    }
    // Deleting a tenant's facts forgets its applied DCC version, which rewrites the dcc_score macro.
    await rewritingDccScoreMacro(async () => {
      await connection.run('BEGIN TRANSACTION');
      try {
        for (const [index, tenant] of tenants.entries()) {
          await deleteCustomerFacts(connection, tenant.customerId);
          for (const table of [...factTables, 'fact_daily_monthly', ...dayRollupTables, DAY_ROLLUPS_READY]) {
            await connection.run(
              `INSERT INTO ${table} BY NAME SELECT * FROM ${alias}.main.${table} WHERE customer_id = $1`,
              [tenant.customerId],
            );
          }
          // DuckDB's copy of the facts records its load too: a chdb start refills ClickHouse from the copies it names.
          const load = loads[index]!;
          await startLoad(connection, load);
          await finishLoad(connection, load.loadId, { state: 'ready', dailyRows: tenant.dailyRows });
        }
        await beforeCommit?.();
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK');
        throw error;
      } finally {
        // After COMMIT (or ROLLBACK): readers of fact_loads read it again.
        for (const tenant of tenants) factsChanged(tenant.customerId);
      }
    });
  } finally {
    await connection.run(`DETACH ${alias}`);
  }
  // Widget reads wait while the limit is tiny: one that needed memory then would fail.
  await withReadsHeld(readers, () => releaseCachedBlocks(connection));
}

/**
 * Drops the blocks the copy left in DuckDB's buffer pool (they are on disk after the checkpoint) by
 * lowering the instance's memory limit for one statement, then back to the limit it had. 16 MB gave back about 50 MB more than 64 MB did (the pool keeps up to
 * the limit); the caller holds back widget reads meanwhile (other statements in those milliseconds could still fail).
 */
export async function releaseCachedBlocks(connection: DuckDBConnection): Promise<void> {
  try {
    await connection.run('CHECKPOINT');
  } catch {
    // Another write is under way (a DCC recompute the load itself queued): the copy is committed, and its
    // blocks leave the pool at that write's checkpoint instead.
    return;
  }
  const reader = await connection.runAndReadAll("SELECT current_setting('memory_limit') AS memory_limit");
  const limit = String(reader.getRowObjects()[0]?.memory_limit);
  try {
    await connection.run(`SET memory_limit = '16MB'`);
  } catch {
    // Blocks pinned by a running query or an in-memory store without a temp directory: keep them.
  } finally {
    // Restores the exact limit read before: every later query of the store depends on it.
    await connection.run(`SET memory_limit = ${quote(limit)}`);
  }
}
