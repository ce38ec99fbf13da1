import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { addProducts, createList } from '../modules/productLists/productLists.repository';

/** The demo customer whose product lists screen shows examples on a first visit. */
const DEMO_CUSTOMER = 'Acme Retail';

/**
 * A few product lists for the demo customer, so its product lists screen shows what lists are for: the products sold
 * most widely (shared with the product manager), one brand's range, and an assortment. Seeded with the catalogue
 * (they hold its products); a customer that has lists already is left alone.
 */
export async function seedDemoProductLists(db: Db, customer: { id: number; name: string }): Promise<void> {
  if (customer.name !== DEMO_CUSTOMER) return;
  const existing = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM product_lists WHERE customer_id = ${customer.id}`,
  );
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  const people = await db.execute<{ id: number; email: string }>(sql`SELECT u.id, u.email FROM users u
    WHERE u.email IN ('admin@acme.test', 'pm@acme.test')`);
  const userId = new Map(people.rows.map((row) => [row.email, Number(row.id)]));
  const admin = userId.get('admin@acme.test');
  const productManager = userId.get('pm@acme.test');
  if (admin === undefined || productManager === undefined) return;

  // The products with product pages at the most retailers.
  const widest = await ids(
    db,
    sql`SELECT p.id FROM products p JOIN retailer_products rp ON rp.customer_id = p.customer_id
      AND rp.product_id = p.id WHERE p.customer_id = ${customer.id}
      GROUP BY p.id ORDER BY count(DISTINCT rp.retailer_id) DESC, p.id LIMIT 12`,
  );
  // The customer's largest brand (by products; the first by name among equals) and its range.
  const brand = await db.execute<{ id: number; name: string }>(sql`SELECT b.id, b.name FROM brands b
    JOIN products p ON p.customer_id = b.customer_id AND p.brand_id = b.id WHERE b.customer_id = ${customer.id}
    GROUP BY b.id, b.name ORDER BY count(*) DESC, b.name LIMIT 1`);
  const brandRow = brand.rows[0];
  const range = brandRow
    ? await ids(
        db,
        sql`SELECT id FROM products WHERE customer_id = ${customer.id} AND brand_id = ${brandRow.id} ORDER BY id`,
      )
    : [];
  // Every fourth active product, up to 40: an assortment that is not one brand's.
  const assortment = await ids(
    db,
    sql`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM products
      WHERE customer_id = ${customer.id} AND is_active) AS numbered WHERE n % 4 = 1 ORDER BY id LIMIT 40`,
  );

  const lists = [
    {
      name: 'Hero products',
      type: 'Standard',
      owner: admin,
      shares: [{ userId: productManager, accessLevel: 'W' }],
      products: widest,
    },
    {
      name: brandRow ? `${brandRow.name} range` : 'Brand range',
      type: 'Standard',
      owner: productManager,
      shares: [],
      products: range,
    },
    { name: 'Spring assortment', type: 'ASSORTMENT', owner: admin, shares: [], products: assortment },
  ];
  // Created last first: the screen lists the newest first, so it shows them in this order.
  for (const list of [...lists].reverse()) {
    if (list.products.length === 0) continue;
    const id = await createList(
      db,
      customer.id,
      list.owner,
      { name: list.name, type: list.type, processingMode: 'MERGE', isActive: true },
      list.shares,
    );
    await addProducts(db, customer.id, id, list.products);
  }
}

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(query);
  return rows.map((row) => Number(row.id));
}
