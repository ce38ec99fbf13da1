import { defaultDccDefinition } from '../engine/dccCriteria';
import { type DccDefinitionShape, dccScoreMacroSql } from '../engine/dccVersionSql';
import { recomputeStoreDayRollups } from '../storeRollups';
import type { FactStore } from './factStore';
import { rowsOfColumns } from './factStore';
import { oneStoreAtATime } from './parquetTransfer';

/*
 * The DCC score on a ClickHouse store: the SQL function `dcc_score` with the body of DuckDB's macro
 * (dccScoreMacro.ts), rendered through the ClickHouse dialect, written from the store's own
 * `fact_dcc_versions` when the store opens and after each applied version.
 */

const VERSIONS_TABLE = 'fact_dcc_versions';

/** Writes `dcc_score` from the versions the store records (the default criteria for the other customers). */
export async function writeClickHouseDccScore(store: FactStore): Promise<void> {
  const applied = rowsOfColumns(
    await store.readColumns(`SELECT customer_id, definition FROM ${VERSIONS_TABLE} ORDER BY customer_id`, []),
  ).map((row) => ({
    customerId: Number(row.customer_id),
    definition: JSON.parse(String(row.definition)) as DccDefinitionShape,
  }));
  await store.run(dccScoreMacroSql(applied, defaultDccDefinition(), store.dialect));
}

/** A ClickHouse string literal (backslashes escape in ClickHouse literals, so they are doubled too). */
const textLiteral = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * Records the customer's applied version on the store (none: the default criteria), rewrites the function
 * and rebuilds the customer's day rollups, which keep the scores.
 */
export async function applyClickHouseDccVersion(
  store: FactStore,
  customerId: number,
  version: { versionId: number | null; definition: DccDefinitionShape },
): Promise<void> {
  const customer = Math.trunc(customerId);
  // Its rollups are rebuilt from the facts: not while a load or copy of the customer replaces them.
  await oneStoreAtATime(customer, async () => {
    await store.run(`DELETE FROM ${VERSIONS_TABLE} WHERE customer_id = ${customer}`);
    if (version.versionId !== null)
      await store.run(
        `INSERT INTO ${VERSIONS_TABLE} VALUES (${customer}, ${Math.trunc(version.versionId)}, ${textLiteral(JSON.stringify(version.definition))}, now64(6))`,
      );
    await writeClickHouseDccScore(store);
    await recomputeStoreDayRollups(store, customerId);
  });
}

/**
 * Forgets each customer's applied version on the store, as a reload of its facts does on DuckDB
 * (deleteCustomerFacts): the reloaded facts score by the default criteria until the active version is applied again.
 */
export async function forgetClickHouseDccVersions(store: FactStore, customerIds: readonly number[]): Promise<void> {
  for (const customerId of customerIds) {
    const customer = Math.trunc(customerId);
    await oneStoreAtATime(customer, async () => {
      await store.run(`DELETE FROM ${VERSIONS_TABLE} WHERE customer_id = ${customer}`);
      await writeClickHouseDccScore(store);
    });
  }
}
