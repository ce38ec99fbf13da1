import {
  gtinProblem,
  productsAdminMessages,
  productsV2PageSchema,
  userManagementMessages,
  type ProductV2,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assortments, brands, products, retailerProducts, roles, userRoles, users } from '../../db/schema';
import { PRODUCT_MANAGERS } from '../../seed/demoData';
import { seedMarketCatalogue } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const call = apiCaller(() => t.app);
const pm = 'pm@acme.test';
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

interface PlainProduct {
  id: number;
  name: string;
  brand: string | null;
  codes: string[];
  matchStatus: ProductV2['matchStatus'];
}

/** Acme's products read straight from the tables, with match status counted the plain way. */
async function plainProducts(): Promise<PlainProduct[]> {
  const db = t.app.db;
  const rows = await db
    .select({ product: products, brand: brands.name })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .where(eq(products.customerId, acme));
  const expected = await db.select().from(assortments).where(eq(assortments.customerId, acme));
  const pages = await db.select().from(retailerProducts).where(eq(retailerProducts.customerId, acme));
  const listed = new Set(pages.filter((p) => p.isActive).map((p) => `${p.productId}:${p.retailerId}`));
  return rows.map(({ product, brand }) => {
    const mine = expected.filter((a) => a.productId === product.id);
    const matched = mine.filter((a) => listed.has(`${a.productId}:${a.retailerId}`)).length;
    const matchStatus = mine.length > 0 && matched === mine.length ? 'MATCHED' : matched > 0 ? 'PARTIAL' : 'UNMATCHED';
    return {
      id: product.id,
      name: product.name,
      brand,
      codes: [...product.gtinCodes, ...product.mpnCodes, ...product.otherCodes],
      matchStatus,
    };
  });
}
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!.customerId;
  brandco = tenants.find((tenant) => tenant.name === 'Brandco')!.customerId;
  // The read-only user also manages products, so the read-only rule is what refuses the writes.
  const [role] = await t.app.db
    .select()
    .from(roles)
    .where(and(eq(roles.customerId, acme), eq(roles.name, PRODUCT_MANAGERS)));
  const [rita] = await t.app.db.select().from(users).where(eq(users.email, readOnly));
  await t.app.db.insert(userRoles).values({ customerId: acme, userId: rita!.id, roleId: role!.id });
  t.app.accessCache.invalidateCustomer(acme);
});
afterAll(async () => {
  await t.close();
});

const page = async (query: string, email = pm) => {
  const response = await call(email, 'GET', `products-v2?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return productsV2PageSchema.parse(response.json());
};

describe('GET products-v2', () => {
  it('pages in name order with the total, as a plain sort of the seeded products', async () => {
    const plain = (await plainProducts()).sort((a, b) => bytewise(a.name, b.name) || a.id - b.id);
    const second = await page('page=2&pageSize=5');
    expect(second.total).toBe(plain.length);
    expect(second.products.map((p) => p.id)).toEqual(plain.slice(5, 10).map((p) => p.id));
    const desc = await page('pageSize=7&order=desc');
    expect(desc.products.map((p) => p.id)).toEqual(
      [...plain]
        .reverse()
        .slice(0, 7)
        .map((p) => p.id),
    );
  });

  it('searches name, brand and codes case-insensitively', async () => {
    const plain = await plainProducts();
    const someone = plain.find((p) => p.codes.length > 0)!;
    for (const term of [someone.codes[0]!.slice(2, 9), someone.brand!.toUpperCase(), someone.name.slice(-6)]) {
      const needle = term.toLowerCase();
      const expected = plain
        .filter((p) => [p.name, p.brand ?? '', ...p.codes].some((text) => text.toLowerCase().includes(needle)))
        .sort((a, b) => bytewise(a.name, b.name) || a.id - b.id);
      const answer = await page(`search=${encodeURIComponent(term)}&pageSize=200`);
      expect(answer.total).toBe(expected.length);
      expect(answer.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    }
    expect((await page('search=%25')).total).toBe(0);
  });

  it('sorts by brand and by match status, and reports the match status counted plainly', async () => {
    const plain = await plainProducts();
    const byBrand = [...plain].sort(
      (a, b) => bytewise(a.brand ?? '\uffff', b.brand ?? '\uffff') || bytewise(a.name, b.name) || a.id - b.id,
    );
    expect((await page('sort=brandName&pageSize=200')).products.map((p) => p.id)).toEqual(byBrand.map((p) => p.id));
    const rank = { MATCHED: 0, PARTIAL: 1, UNMATCHED: 2 };
    const byStatus = [...plain].sort(
      (a, b) => rank[a.matchStatus] - rank[b.matchStatus] || bytewise(a.name, b.name) || a.id - b.id,
    );
    const answer = await page('sort=matchStatus&pageSize=200');
    expect(answer.products.map((p) => p.id)).toEqual(byStatus.map((p) => p.id));
    expect(answer.products.map((p) => p.matchStatus)).toEqual(byStatus.map((p) => p.matchStatus));
    expect(answer.products.every((p) => p.excludedByFilter === false)).toBe(true);
    const first = answer.products[0]!;
    expect(first.display).toBe(`${first.brandName} ${first.name}`);
  });

  it('keeps the match status current when product pages and assortments change outside the API', async () => {
    const statusById = async () =>
      new Map((await page('sort=id&pageSize=200')).products.map((p) => [p.id, p.matchStatus]));
    const pages = await t.app.db.select().from(retailerProducts).where(eq(retailerProducts.customerId, acme));
    const [first, second, third] = pages;
    // A product page deactivated, one removed, and a product's assortment removed, each straight in the tables.
    await t.app.db
      .update(retailerProducts)
      .set({ isActive: false })
      .where(and(eq(retailerProducts.customerId, acme), eq(retailerProducts.id, first!.id)));
    await t.app.db
      .delete(retailerProducts)
      .where(and(eq(retailerProducts.customerId, acme), eq(retailerProducts.id, second!.id)));
    await t.app.db
      .delete(assortments)
      .where(and(eq(assortments.customerId, acme), eq(assortments.productId, third!.productId)));
    const plain = await plainProducts();
    const kept = await statusById();
    expect(plain.map((p) => [p.id, kept.get(p.id)])).toEqual(plain.map((p) => [p.id, p.matchStatus]));
    expect(new Set(plain.map((p) => p.matchStatus)).size).toBeGreaterThan(1);
    await t.app.db
      .update(retailerProducts)
      .set({ isActive: true })
      .where(and(eq(retailerProducts.customerId, acme), eq(retailerProducts.id, first!.id)));
    const restored = await statusById();
    const again = await plainProducts();
    expect(again.map((p) => [p.id, restored.get(p.id)])).toEqual(again.map((p) => [p.id, p.matchStatus]));
  });

  it('answers 400 naming the field for a bad page size', async () => {
    const response = await call(pm, 'GET', 'products-v2?pageSize=1000');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('pageSize');
  });

  it('refuses other tenants, users without product management, and anonymous callers', async () => {
    expect((await call(pm, 'GET', 'products-v2', undefined, brandco)).statusCode).toBe(403);
    const refused = await call(analyst, 'GET', 'products-v2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.productManagementOnly);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${acme}/products-v2` })).statusCode).toBe(401);
    expect((await call(admin, 'GET', 'products/count')).json()).toBe((await plainProducts()).length);
  });
});

describe('POST products-v2 with filter sets', () => {
  it('keeps products passing any set, each set needing all its fields', async () => {
    const plain = await plainProducts();
    const [brandA, brandB] = [...new Set(plain.map((p) => p.brand))];
    const brandRows = await t.app.db.select().from(brands).where(eq(brands.customerId, acme));
    const idOf = (name: string | null | undefined) => brandRows.find((b) => b.name === name)!.id;
    const response = await call(pm, 'POST', 'products-v2', {
      pageSize: 200,
      filterSets: [{ brandIds: [idOf(brandA)] }, { brandIds: [idOf(brandB)], matchStatuses: ['MATCHED'] }],
    });
    expect(response.statusCode).toBe(200);
    const expected = plain
      .filter((p) => p.brand === brandA || (p.brand === brandB && p.matchStatus === 'MATCHED'))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const answer = productsV2PageSchema.parse(response.json());
    expect(answer.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('answers 400 naming the field for a bad filter set and lets read-only users read', async () => {
    const response = await call(pm, 'POST', 'products-v2', { filterSets: [{ brandIds: ['x'] }] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('brandIds');
    expect((await call(readOnly, 'POST', 'products-v2', { filterSets: [] })).statusCode).toBe(200);
  });
});

describe('product edits', () => {
  it('renames a product, moves it to a new brand and finds it by a new code', async () => {
    const [target] = (await page('pageSize=1')).products;
    const response = await call(pm, 'PATCH', `products-v2/${target!.id}`, {
      name: 'Renamed Kettle',
      brandName: 'Brand+New',
      gtinCodes: ['0000111122223'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = await page('search=111122');
    expect(found.products.map((p) => [p.id, p.name, p.brandName])).toEqual([
      [target!.id, 'Renamed Kettle', 'Brand+New'],
    ]);
    const associations = await call(pm, 'GET', 'products-v2/associations?elementType=BRAND&elementValue=Brand%2BNew');
    expect(associations.json().productIds).toEqual([target!.id]);
  });

  it('refuses a GTIN code the product-list upload would refuse (400 naming gtinCodes) and keeps the codes', async () => {
    const [target] = (await page('pageSize=1&sort=id')).products;
    const response = await call(pm, 'PATCH', `products-v2/${target!.id}`, {
      gtinCodes: [...target!.gtinCodes, '12345'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('gtinCodes');
    expect(JSON.stringify(response.json().fields)).toContain(gtinProblem('12345'));
    const after = (await page('pageSize=1&sort=id')).products[0]!;
    expect(after.gtinCodes).toEqual(target!.gtinCodes);
  });

  it('sets the assortment and the match status follows it', async () => {
    const [target] = (await page('pageSize=1&sort=id')).products;
    const pages = await t.app.db
      .select()
      .from(retailerProducts)
      .where(and(eq(retailerProducts.customerId, acme), eq(retailerProducts.productId, target!.id)));
    const response = await call(pm, 'PUT', `products-v2/${target!.id}/assortments`, {
      retailerIds: pages.map((p) => p.retailerId),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await page('pageSize=1&sort=id')).products[0]!;
    expect(after.assortments.map((a) => a.retailerId).sort()).toEqual(pages.map((p) => p.retailerId).sort());
    expect(after.matchStatus).toBe(pages.length > 0 ? 'MATCHED' : 'UNMATCHED');
    const untracked = await call(pm, 'PUT', `products-v2/${target!.id}/assortments`, { retailerIds: [999999] });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().message).toBe(productsAdminMessages.retailerNotTracked);
  });

  it('refuses edits to read-only users, non-managers and other tenants; 404 for unknown products; 400 naming the field', async () => {
    const refused = await call(readOnly, 'PATCH', 'products-v2/1', { name: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.readOnly);
    expect((await call(analyst, 'PATCH', 'products-v2/1', { name: 'x' })).statusCode).toBe(403);
    expect((await call(pm, 'PATCH', 'products-v2/1', { name: 'x' }, brandco)).statusCode).toBe(403);
    expect((await call(pm, 'PATCH', 'products-v2/999999', { name: 'x' })).statusCode).toBe(404);
    const blank = await call(pm, 'PATCH', 'products-v2/1', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('name');
  });
});

describe('excludedByFilter', () => {
  it('marks the products that no retailer of their pages tracks under the product selection', async () => {
    const db = t.app.db;
    const pages = (await db.select().from(retailerProducts).where(eq(retailerProducts.customerId, acme))).filter(
      (row) => row.isActive,
    );
    const retailerIds = [...new Set(pages.map((row) => row.retailerId))];
    const [brand] = await db.select().from(brands).where(eq(brands.customerId, acme)).limit(1);
    // Every retailer but the last keeps only the brand's products; the last has no filter and tracks everything.
    const filtered = retailerIds.slice(0, -1);
    const filterIds: number[] = [];
    for (const retailerId of filtered) {
      const created = await call(admin, 'POST', 'product-selection/filters/create', {
        retailerId,
        brands: [brand!.id],
      });
      expect(created.statusCode, created.body).toBe(200);
      filterIds.push((created.json() as { id: number }).id);
    }
    // Plainly: a product with pages is left out when it is not of the brand and has no page at the last retailer.
    const catalogue = await db.select().from(products).where(eq(products.customerId, acme));
    const excluded = catalogue
      .filter((product) => product.isActive && product.brandId !== brand!.id)
      .filter((product) => {
        const at = pages.filter((row) => row.productId === product.id).map((row) => row.retailerId);
        return at.length > 0 && at.every((id) => filtered.includes(id));
      })
      .map((product) => product.id);
    try {
      const answer = await page('pageSize=200');
      const shown = answer.products.filter((product) => product.excludedByFilter).map((product) => product.id);
      const expected = excluded.filter((id) => answer.products.some((product) => product.id === id));
      expect(expected.length).toBeGreaterThan(0);
      expect(shown.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    } finally {
      for (const id of filterIds)
        expect((await call(admin, 'DELETE', `product-selection/filters/delete/${id}`)).statusCode).toBe(200);
    }
  });
});
