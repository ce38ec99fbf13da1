import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { factsChanged } from './factLoads';
import { factTables } from './factSchema';
import { rebuildMonthlyRollup } from './monthlyRollup';

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

/** Source of the fact_loads row a mapping writes: kept answers and resolutions follow its stamp. */
export const PRODUCT_MAPPING_SOURCE = 'product-mapping';

/**
 * Facts are keyed by (retailer, product), resolved from shop ids when loaded; a mapping that moves a retailer
 * product to another customer product moves its facts with it, in order (a displaced product's facts leave
 * before the new ones arrive), rebuilds the customer's rollups and records a load, in one DuckDB transaction.
 */
export async function moveRetailerProductFacts(
  connection: DuckDBConnection,
  customerId: number,
  moves: readonly FactMove[],
): Promise<void> {
  const keyed = await connection.runAndReadAll(
    `SELECT table_name FROM information_schema.columns WHERE column_name IN ('retailer_id', 'product_id')
     GROUP BY table_name HAVING count(*) = 2`,
  );
  const withPairs = new Set(keyed.getRowObjects().map((row) => String(row.table_name)));
  const tables = factTables.filter((table) => withPairs.has(table));
  await connection.run('BEGIN TRANSACTION');
  try {
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
    await connection.run(
      `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, finished_at)
       VALUES ($1, $2, $3, current_date, current_date, 'ready', 0, current_timestamp)`,
      [randomUUID(), customerId, PRODUCT_MAPPING_SOURCE],
    );
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    factsChanged(customerId);
  }
}
