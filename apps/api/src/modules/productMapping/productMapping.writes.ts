import { productMappingMessages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { type FactMove, moveRetailerProductFacts } from '../../analytics/retailerProductFacts';
import { factsOffDuckdb } from '../../plugins/analytics';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Target {
  customerId: number;
  productId: number;
  retailerId: number;
  shopProductId: string;
}

/**
 * Moves a mapped retailer product to the unmapped ones; returns the unmapped row's id. Where the page's own name and
 * codes were never read, the product it was mapped to stands in for them, so it can still be found and ranked.
 */
async function park(tx: Tx, customerId: number, retailerProductId: number): Promise<number> {
  const rows = await tx.execute<{ id: number }>(sql`
    WITH gone AS (DELETE FROM retailer_products WHERE customer_id = ${customerId} AND id = ${retailerProductId}
      RETURNING customer_id, retailer_id, product_id, shop_product_id, pdp_url, page_name, page_gtin, page_mpn)
    INSERT INTO unmapped_retailer_products (customer_id, retailer_id, shop_product_id, pdp_url, page_name, page_gtin, page_mpn)
    SELECT g.customer_id, g.retailer_id, g.shop_product_id, g.pdp_url, coalesce(g.page_name, p.name),
      coalesce(g.page_gtin, p.gtin_codes[1]), coalesce(g.page_mpn, p.mpn_codes[1])
    FROM gone g JOIN products p ON p.customer_id = g.customer_id AND p.id = g.product_id
    RETURNING id`);
  return rows.rows[0]!.id;
}

/** Moves the facts after the rows, inside the PostgreSQL transaction: a failed move rolls the mapping back. */
async function withFacts(app: FastifyInstance, customerId: number, moves: FactMove[]) {
  if (moves.length === 0) return;
  const connection = await app.analytics.connect();
  try {
    // With facts on ClickHouse they move there; DuckDB keeps the load record either way.
    await moveRetailerProductFacts(connection, customerId, moves, factsOffDuckdb(app.facts) ? app.facts : undefined);
  } finally {
    connection.closeSync();
  }
}

/**
 * Maps the retailer product (shop id at a retailer) to the product. The product's own retailer product there,
 * if another, becomes unmapped; the facts move with the mapping (see moveRetailerProductFacts).
 */
export async function mapRetailerProduct(app: FastifyInstance, target: Target) {
  const { customerId, productId, retailerId, shopProductId } = target;
  return app.db.transaction(async (tx) => {
    const mapped = await tx.execute<{ id: number; product_id: number }>(sql`
      SELECT id, product_id FROM retailer_products
      WHERE customer_id = ${customerId} AND retailer_id = ${retailerId} AND shop_product_id = ${shopProductId}`);
    const unmapped = await tx.execute<{ id: number }>(sql`
      SELECT id FROM unmapped_retailer_products
      WHERE customer_id = ${customerId} AND retailer_id = ${retailerId} AND shop_product_id = ${shopProductId}`);
    const source = mapped.rows[0];
    const parked = unmapped.rows[0];
    if (!source && !parked) throw new HttpError(404, productMappingMessages.unknownRetailerProduct);
    if (source?.product_id === productId) return { retailerProductId: source.id, productId };
    const moves: FactMove[] = [];
    const current = await tx.execute<{ id: number }>(sql`
      SELECT id FROM retailer_products
      WHERE customer_id = ${customerId} AND retailer_id = ${retailerId} AND product_id = ${productId}`);
    if (current.rows[0]) {
      const unmappedId = await park(tx, customerId, current.rows[0].id);
      moves.push({ retailerId, from: { kind: 'product', productId }, to: { kind: 'parked', unmappedId } });
    }
    let retailerProductId: number;
    if (source) {
      await tx.execute(sql`UPDATE retailer_products SET product_id = ${productId}
        WHERE customer_id = ${customerId} AND id = ${source.id}`);
      retailerProductId = source.id;
      moves.push({
        retailerId,
        from: { kind: 'product', productId: source.product_id },
        to: { kind: 'product', productId },
      });
    } else {
      const inserted = await tx.execute<{ id: number }>(sql`
        WITH gone AS (DELETE FROM unmapped_retailer_products WHERE customer_id = ${customerId} AND id = ${parked!.id}
          RETURNING customer_id, retailer_id, shop_product_id, pdp_url, page_name, page_gtin, page_mpn)
        INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url, page_name, page_gtin, page_mpn)
        SELECT customer_id, retailer_id, ${productId}, shop_product_id, pdp_url, page_name, page_gtin, page_mpn FROM gone
        RETURNING id`);
      retailerProductId = inserted.rows[0]!.id;
      moves.push({ retailerId, from: { kind: 'parked', unmappedId: parked!.id }, to: { kind: 'product', productId } });
    }
    await withFacts(app, customerId, moves);
    return { retailerProductId, productId };
  });
}

/** Unmaps the product's retailer product there; its facts are parked with it. */
export async function unmapRetailerProduct(app: FastifyInstance, target: Target) {
  const { customerId, productId, retailerId, shopProductId } = target;
  return app.db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: number }>(sql`
      SELECT id FROM retailer_products WHERE customer_id = ${customerId} AND retailer_id = ${retailerId}
        AND shop_product_id = ${shopProductId} AND product_id = ${productId}`);
    const found = rows.rows[0];
    if (!found)
      throw new HttpError(400, productMappingMessages.notMappedHere, {
        shopProductId: productMappingMessages.notMappedHere,
      });
    const unmappedId = await park(tx, customerId, found.id);
    await withFacts(app, customerId, [
      { retailerId, from: { kind: 'product', productId }, to: { kind: 'parked', unmappedId } },
    ]);
    return { retailerProductId: unmappedId, productId: null };
  });
}
