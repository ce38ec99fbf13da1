import { productListDetailSchema, productListSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueTestApp } from '../test/catalogueTestApp';
import { apiCaller } from '../test/testApp';
import { seedDemoProductLists } from './productLists';

const t = catalogueTestApp('small');
const call = apiCaller(() => t.app);
const admin = 'admin@acme.test';
const listsOf = async (email: string) =>
  z.array(productListSchema).parse((await call(email, 'GET', 'product-lists')).json());
const productsOf = async (id: number) =>
  productListDetailSchema.parse((await call(admin, 'GET', `product-lists/${id}`)).json()).products;

describe('the demo product lists', () => {
  it('give Acme Retail a shared list of its most widely sold products, a brand range and an assortment', async () => {
    const lists = await listsOf(admin);
    expect(lists.map((list) => list.type)).toEqual(['Standard', 'Standard', 'ASSORTMENT']);
    const [hero, range, assortment] = lists;
    expect(hero!.name).toBe('Hero products');
    expect(assortment!.name).toBe('Spring assortment');

    // Hero products: 12 products, none sold at fewer retailers than a product left out.
    const { rows } = await t.app.db.execute<{ product_id: number; retailer_id: number }>(
      sql`SELECT product_id, retailer_id FROM retailer_products WHERE customer_id = ${t.acme}`,
    );
    const retailersOf = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = retailersOf.get(Number(row.product_id)) ?? new Set<number>();
      set.add(Number(row.retailer_id));
      retailersOf.set(Number(row.product_id), set);
    }
    const heroIds = new Set((await productsOf(hero!.id)).map((product) => product.id));
    expect(heroIds.size).toBe(12);
    expect(hero!.productCount).toBe(12);
    const fewestIn = Math.min(...[...heroIds].map((id) => retailersOf.get(id)?.size ?? 0));
    const mostOut = Math.max(
      ...[...retailersOf].filter(([id]) => !heroIds.has(id)).map(([, retailers]) => retailers.size),
    );
    expect(fewestIn).toBeGreaterThanOrEqual(mostOut);
    expect(hero!.sharedWith.map((share) => share.accessLevel)).toEqual(['W']);

    // The brand range: every product of one brand, and only those.
    const rangeProducts = await productsOf(range!.id);
    const brand = rangeProducts[0]!.brandName!;
    expect(range!.name).toBe(`${brand} range`);
    expect(new Set(rangeProducts.map((product) => product.brandName))).toEqual(new Set([brand]));
    const ofBrand = await t.app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p
      JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
      WHERE p.customer_id = ${t.acme} AND b.name = ${brand}`);
    expect(rangeProducts).toHaveLength(ofBrand.rows[0]!.n);
    expect(range!.ownerName).not.toBe(hero!.ownerName);

    expect(assortment!.productCount).toBeGreaterThan(0);
  });

  it('show the product manager the list shared with them, to change, and their own', async () => {
    const lists = await listsOf('pm@acme.test');
    expect(lists.map((list) => [list.name.endsWith(' range'), list.accessLevel, list.sharedToMe])).toEqual([
      [false, 'W', true],
      [true, 'O', false],
    ]);
  });

  it('add none to a customer that has lists, nor to another customer', async () => {
    const before = (await listsOf(admin)).length;
    await seedDemoProductLists(t.app.db, { id: t.acme, name: 'Acme Retail' });
    expect(await listsOf(admin)).toHaveLength(before);
    const { rows } = await t.app.db.execute(sql`SELECT l.id FROM product_lists l JOIN customers c
      ON c.id = l.customer_id WHERE c.name <> 'Acme Retail'`);
    expect(rows).toHaveLength(0);
  });
});
