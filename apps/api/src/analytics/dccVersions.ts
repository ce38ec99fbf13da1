import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  type AppliedDccVersion,
  DCC_VERSIONS_TABLE,
  rewritingDccScoreMacro,
  writeDccScoreMacro,
} from './dccScoreMacro';
import { type DccDefinitionShape, dccScoreExpression } from './engine/dccVersionSql';
import { applyClickHouseDccVersion } from './factStore/clickhouseDccScore';
import type { FactStore } from './factStore/factStore';
import { DCC_RECOMPUTE_SOURCE, duckdbLoadLog, factLoadLog, factsChanged } from './factLoads';
import { recomputeDayRollupColumns } from './monthlyRollup';

/*
 * Applying a customer's DCC version in the fact store: how scores are read is in dccScoreMacro.ts. A change
 * rewrites the macro and the DCC columns of the customer's day rollups in one transaction, so readers see the old scores
 * or the new ones, never a mix, and is recorded as a load (fact_loads; with a ClickHouse store beside DuckDB in
 * that store's too), which moves the customer's facts stamp and so drops the answers kept with the old scores.
 */

/** Whether two definitions give every page the same score (the same SQL). */
export const sameDccScores = (a: DccDefinitionShape, b: DccDefinitionShape) =>
  dccScoreExpression(a) === dccScoreExpression(b);

/**
 * Scores the customer's pages by `version` from now on, its whole history included: the macro and the day
 * rollups change in one transaction (on the caller's own connection: nothing else may run on it meanwhile).
 * `rebuild: false` when only names changed (the same scores): the rollups stay. `onProgress` hears how many
 * rollup tables are rebuilt of how many.
 */
export function applyDccVersion(
  connection: DuckDBConnection,
  customerId: number,
  version: AppliedDccVersion,
  options: ApplyOptions = { rebuild: true },
): Promise<void> {
  return rewritingDccScoreMacro(() => applyInTransaction(connection, customerId, version, options));
}

interface ApplyOptions {
  rebuild: boolean;
  onProgress?: (done: number, total: number) => void;
  /** A ClickHouse fact store beside DuckDB: it records the version and rewrites its dcc_score after the commit. */
  facts?: FactStore;
}

async function applyInTransaction(
  connection: DuckDBConnection,
  customerId: number,
  version: AppliedDccVersion,
  options: ApplyOptions,
): Promise<void> {
  const loadId = randomUUID();
  let committed = false;
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(`DELETE FROM ${DCC_VERSIONS_TABLE} WHERE customer_id = $1`, [customerId]);
    if (version.versionId !== null)
      await connection.run(
        `INSERT INTO ${DCC_VERSIONS_TABLE} (customer_id, version_id, definition, applied_at) VALUES ($1, $2, $3, current_timestamp)`,
        [customerId, version.versionId, JSON.stringify(version.definition)],
      );
    await writeDccScoreMacro(connection);
    // Recorded over the days the loads so far cover (else the facts'), so the newest fact day stays what it was.
    const duckdbLoads = duckdbLoadLog(connection);
    const days = await duckdbLoads.coveredDays(customerId);
    const recorded = options.rebuild && days !== null;
    const load = {
      loadId,
      customerId,
      source: DCC_RECOMPUTE_SOURCE,
      dayFrom: days?.dayFrom ?? '',
      dayTo: days?.dayTo ?? '',
    };
    if (recorded) await duckdbLoads.start(load);
    if (options.rebuild) await recomputeDayRollupColumns(connection, customerId, 'DCC_SCORE', options.onProgress);
    if (recorded) await duckdbLoads.finish(load, { state: 'ready', dailyRows: 0 });
    await connection.run('COMMIT');
    committed = true;
    if (options.facts?.dialect.engine === 'clickhouse')
      await applyInStore(options.facts, connection, customerId, version, { loadId, rebuild: options.rebuild });
  } catch (error) {
    if (!committed) await connection.run('ROLLBACK');
    throw error;
  } finally {
    // After COMMIT (or ROLLBACK): readers of fact_loads read it again.
    factsChanged(customerId);
  }
}

/**
 * The version applied on a store beside DuckDB (ClickHouse): recorded there with the rebuild of the customer's day
 * rollups, as a load of the store (the same load id as DuckDB's) over the days its own loads cover.
 */
async function applyInStore(
  facts: FactStore,
  connection: DuckDBConnection,
  customerId: number,
  version: AppliedDccVersion,
  { loadId, rebuild }: { loadId: string; rebuild: boolean },
): Promise<void> {
  const loads = factLoadLog(facts, connection);
  const days = rebuild ? await loads.coveredDays(customerId) : null;
  const load = days && { loadId, customerId, source: DCC_RECOMPUTE_SOURCE, ...days };
  if (load) await loads.start(load);
  try {
    await applyClickHouseDccVersion(facts, customerId, version);
  } catch (error) {
    if (load) await loads.finish(load, { state: 'failed', dailyRows: 0 }).catch(() => undefined);
    throw error;
  }
  if (load) await loads.finish(load, { state: 'ready', dailyRows: 0 });
}
