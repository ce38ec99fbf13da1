import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { factLoadLog, factsChanged } from './factLoads';
import { factTables } from './factSchema';
import type { FactStore } from './factStore/factStore';
import { clickhouseFactTables } from './factStore/clickhouseSchema';
import { rebuildMonthlyRollup } from './monthlyRollup';
import { oneStoreAtATime } from './factStore/parquetTransfer';

/**
 * Where one retailer product's facts are filed: under a customer product, or parked while the retailer product is
 * mapped to none (customer id negated, product id the unmapped row's id), so no query of the customer reads them
 * and a later mapping brings them back.
 */
export type FactOwner = { kind: 'product'; productId: number } | { kind: 'parked'; unmappedId: number };

export interface FactMove {
  retailerId: number;
  from: FactOwner;
  to: FactOwner;
}

const keyOf = (customerId: number, owner: FactOwner): [number, number] =>
  owner.kind === 'product' ? [customerId, owner.productId] : [-customerId, owner.unmappedId];

/**
 * Source of the fact_loads row a mapping writes: kept answers and resolutions follow its stamp. It adds no day, so
 * it states the days the customer's loads already cover (the newest day of data stays the newest loaded one).
 */
export const PRODUCT_MAPPING_SOURCE = 'product-mapping';

/**
 * Facts are keyed by (retailer, product), resolved from shop ids when loaded; a mapping that moves a retailer
 * product to another customer product moves its facts with it, in order (a displaced product's facts leave
 * before the new ones arrive), rebuilds the customer's rollups and records a load. On DuckDB in one transaction;
 * with a fact store other than DuckDB (`store`, ClickHouse) the facts move there (moveFactsInStore) and the load
 * is recorded in the store's fact_loads, where the stamps are read.
 */
export async function moveRetailerProductFacts(
  connection: DuckDBConnection,
  customerId: number,
  moves: readonly FactMove[],
  store?: FactStore,
): Promise<void> {
  try {
    if (store) {
      // Between the customer's other writes of the store (loads, copies), never inside one.
      await oneStoreAtATime(customerId, () => moveFactsInStore(store, customerId, moves));
      const log = factLoadLog(store, connection);
      const today = new Date().toISOString().slice(0, 10);
      const days = (await log.coveredDays(customerId)) ?? { dayFrom: today, dayTo: today };
      await log.recordReady({ loadId: randomUUID(), customerId, source: PRODUCT_MAPPING_SOURCE, ...days }, 0);
      return;
    }
    await connection.run('BEGIN TRANSACTION');
    try {
      await moveFactsInDuckdb(connection, customerId, moves);
      await connection.run(
        `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, finished_at)
         SELECT $1, $2, $3, coalesce(days.day_from, current_date), coalesce(days.day_to, current_date), 'ready', 0,
                current_timestamp
           FROM (SELECT
                   coalesce(min(day_from), (SELECT min(day) FROM fact_daily WHERE customer_id = $2)) AS day_from,
                   coalesce(max(day_to), (SELECT max(day) FROM fact_daily WHERE customer_id = $2)) AS day_to
                 FROM fact_loads WHERE customer_id = $2 AND state = 'ready') AS days`,
        [randomUUID(), customerId, PRODUCT_MAPPING_SOURCE],
      );
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
  } finally {
    factsChanged(customerId);
  }
}

/** The moves as UPDATEs of every fact table with a (retailer, product) pair, then all the customer's months rebuilt. */
async function moveFactsInDuckdb(connection: DuckDBConnection, customerId: number, moves: readonly FactMove[]) {
  const keyed = await connection.runAndReadAll(
    `SELECT table_name FROM information_schema.columns WHERE column_name IN ('retailer_id', 'product_id')
     GROUP BY table_name HAVING count(*) = 2`,
  );
  const withPairs = new Set(keyed.getRowObjects().map((row) => String(row.table_name)));
  const tables = factTables.filter((table) => withPairs.has(table));
  for (const move of moves) {
    const [fromCustomer, fromProduct] = keyOf(customerId, move.from);
    const [toCustomer, toProduct] = keyOf(customerId, move.to);
    for (const table of tables)
      await connection.run(
        `UPDATE ${table} SET customer_id = $1, product_id = $2
         WHERE customer_id = $3 AND retailer_id = $4 AND product_id = $5`,
        [toCustomer, toProduct, fromCustomer, move.retailerId, fromProduct],
      );
  }
  await rebuildMonthlyRollup(connection, customerId);
}

/** The ClickHouse fact tables with a (retailer, product) pair: the observations and the detail tables. */
const storeTablesWithPairs = Object.entries(clickhouseFactTables)
  .filter(([, columns]) => ['retailer_id', 'product_id'].every((name) => columns.some(([column]) => column === name)))
  .map(([table]) => table);

/**
 * The moves on a ClickHouse store. customer_id and product_id lead the tables' sorting keys, which
 * `ALTER TABLE … UPDATE` may not change, so each table's rows of the pair are copied under the new key
 * (INSERT … SELECT, new parts) and then removed under the old one with a lightweight DELETE, which hides them at
 * once and is cheaper than a mutation rewriting whole parts. The copy goes first: a failure between the two leaves
 * the rows under both keys (the mapping's PostgreSQL transaction rolls back), never under neither. The customer's
 * monthly, day and week rollups of the moved rows' months are rebuilt after the moves.
 */
export async function moveFactsInStore(store: FactStore, customerId: number, moves: readonly FactMove[]) {
  const months = new Set<string>();
  for (const move of moves) {
    const [fromCustomer, fromProduct] = keyOf(customerId, move.from).map(Math.trunc);
    const [toCustomer, toProduct] = keyOf(customerId, move.to).map(Math.trunc);
    const pair = `customer_id = ${fromCustomer} AND retailer_id = ${Math.trunc(move.retailerId)} AND product_id = ${fromProduct}`;
    const moved = await store.readColumns(
      `SELECT DISTINCT ${store.dialect.dateText(store.dialect.dateBucket('month', 'day'))} AS month FROM fact_daily WHERE ${pair}`,
      [],
    );
    for (const month of moved.month ?? []) months.add(String(month));
    for (const table of storeTablesWithPairs) {
      const found = await store.readColumns(`SELECT toInt64(count()) AS n FROM ${table} WHERE ${pair}`, []);
      if (Number(found.n?.[0] ?? 0) === 0) continue;
      await store.run(
        // The pair is selected in a subquery: in ClickHouse the REPLACE names would stand for the new values in a
        // WHERE beside them.
        `INSERT INTO ${table} SELECT * REPLACE (${toCustomer} AS customer_id, ${toProduct} AS product_id)
         FROM (SELECT * FROM ${table} WHERE ${pair})`,
        `DELETE FROM ${table} WHERE ${pair}`,
      );
    }
  }
  if (months.size > 0) await rebuildMonthlyRollup(store, customerId, { months: [...months] });
}
