import { BOOLEAN, DOUBLE, type DuckDBConnection, INTEGER, VARCHAR } from '@duckdb/node-api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { RetailerAccess } from '../../access/retailerAccess';
import { appendColumns } from './appendColumns';

/**
 * Copies the catalogue keys a customer's files may use from PostgreSQL into temporary DuckDB tables of
 * the job's connection, so rows are resolved with hash joins instead of one lookup per row:
 * retailers the customer tracks (by id and name, with whether this user may write them), products (by
 * id, with their MAP for the day's snapshot), shop product ids per retailer, and GTINs.
 */
export async function loadCatalogueKeys(
  db: Db,
  connection: DuckDBConnection,
  customerId: number,
  access: RetailerAccess,
) {
  const retailers = await db.execute<{ id: number; name: string }>(sql`
    SELECT r.id, r.name FROM customer_retailers cr JOIN retailers r ON r.id = cr.retailer_id
    WHERE cr.customer_id = ${customerId}`);
  const products = await db.execute<{ id: number; map_price: string | null; map_currency: string | null }>(sql`
    SELECT id, map_price, map_currency FROM products WHERE customer_id = ${customerId}`);
  const shopProducts = await db.execute<{ retailer_id: number; shop_product_id: string; product_id: number }>(sql`
    SELECT retailer_id, shop_product_id, product_id FROM retailer_products WHERE customer_id = ${customerId}`);
  const gtins = await db.execute<{ gtin: string; product_id: number; products: number }>(sql`
    SELECT gtin, min(id) AS product_id, count(*)::int AS products
    FROM products, unnest(gtin_codes) AS gtin WHERE customer_id = ${customerId} GROUP BY gtin`);

  const allowed = (id: number) => access.all || access.retailerIds.includes(id);
  await connection.run(`
    CREATE OR REPLACE TEMP TABLE ingest_retailers (id INTEGER, name VARCHAR, allowed BOOLEAN);
    CREATE OR REPLACE TEMP TABLE ingest_products (id INTEGER, map_price DOUBLE, map_currency VARCHAR);
    CREATE OR REPLACE TEMP TABLE ingest_shop_products (retailer_id INTEGER, shop_product_id VARCHAR, product_id INTEGER);
    CREATE OR REPLACE TEMP TABLE ingest_gtins (gtin VARCHAR, product_id INTEGER, products INTEGER);`);
  const r = retailers.rows;
  await appendColumns(
    connection,
    'ingest_retailers',
    [INTEGER, VARCHAR, BOOLEAN],
    [r.map((row) => row.id), r.map((row) => row.name.toLowerCase()), r.map((row) => allowed(row.id))],
  );
  const p = products.rows;
  await appendColumns(
    connection,
    'ingest_products',
    [INTEGER, DOUBLE, VARCHAR],
    [
      p.map((row) => row.id),
      p.map((row) => (row.map_price === null ? null : Number(row.map_price))),
      p.map((row) => row.map_currency),
    ],
  );
  const s = shopProducts.rows;
  await appendColumns(
    connection,
    'ingest_shop_products',
    [INTEGER, VARCHAR, INTEGER],
    [s.map((row) => row.retailer_id), s.map((row) => row.shop_product_id), s.map((row) => row.product_id)],
  );
  const g = gtins.rows;
  await appendColumns(
    connection,
    'ingest_gtins',
    [VARCHAR, INTEGER, INTEGER],
    [g.map((row) => row.gtin), g.map((row) => Number(row.product_id)), g.map((row) => Number(row.products))],
  );
}
