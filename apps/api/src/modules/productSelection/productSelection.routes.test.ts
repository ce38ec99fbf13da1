import {
  type ProductCount,
  productCountSchema,
  selectedRetailerListSchema,
  selectionFilterListSchema,
  selectionFilterSchema,
  selectionRetailerListSchema,
  type WidgetDataAnswer,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import { ADMINISTRATORS_ROLE } from '../../access/customerPrivileges';
import { productIdsExcludedBySelection } from '.';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
const emails = [admin, 'analyst@acme.test', 'pm@acme.test', 'readonly@acme.test', 'sysadmin@shelfsight.test'] as const;
/** Products with a page per retailer: every product at the first two, the even-indexed ones at the rest. */
const pages = new Map<number, number[]>();
const categoryTags: { id: number; productIds: number[] }[] = [];

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp(emails));
  const db = t.app.db;
  for (const [index, retailer] of fixture.retailers.entries()) {
    const ids = fixture.products.filter((_, i) => index < 2 || i % 2 === 0).map((product) => product.id);
    pages.set(retailer.id, ids);
    for (const productId of ids)
      await db.execute(sql`INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
        VALUES (${acme}, ${retailer.id}, ${productId}, ${`S${productId}`}, ${`https://shop.test/${productId}`})`);
  }
  const group = await db.execute<{ id: number }>(sql`
    INSERT INTO tag_categories (customer_id, name, label) VALUES (${acme}, 'category', 'Category') RETURNING id`);
  for (const [index, value] of ['Coffee machines', 'Kettles'].entries()) {
    const tag = await db.execute<{ id: number }>(sql`
      INSERT INTO tags (customer_id, category_id, value) VALUES (${acme}, ${group.rows[0]!.id}, ${value}) RETURNING id`);
    const productIds = fixture.products.filter((_, i) => i % 2 === index).map((product) => product.id);
    for (const productId of productIds)
      await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
        VALUES (${acme}, ${productId}, ${tag.rows[0]!.id})`);
    categoryTags.push({ id: tag.rows[0]!.id, productIds });
  }
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);
const path = (rest: string) => `product-selection/${rest}`;
const brandOf = (productId: number) => fixture.products.find((product) => product.id === productId)?.brandId;

describe('product selection filters', () => {
  it('lists retailers with their product pages counted', async () => {
    const response = await call(admin, 'GET', path('retailers'));
    expect(response.statusCode).toBe(200);
    const retailers = selectionRetailerListSchema.parse(response.json());
    expect(retailers.map((retailer) => retailer.id).sort()).toEqual(fixture.retailers.map((r) => r.id).sort());
    for (const retailer of retailers) expect(retailer.productCount).toBe(pages.get(retailer.id)?.length);
  });

  it('counts draft filters per retailer and in all, as a plain computation does', async () => {
    const [first, second, third] = fixture.retailers;
    const brand = fixture.brands[0]!.id;
    const category = categoryTags[1]!;
    const filters = [
      { retailerId: first!.id, brands: [brand] },
      { retailerId: first!.id, categories: [category.id] },
      { retailerId: second!.id, brands: [brand], categories: [category.id] },
    ];
    const retailerIds = [first!.id, second!.id, third!.id];
    const response = await call(admin, 'POST', path('product-count'), { retailerIds, filters });
    expect(response.statusCode).toBe(200);
    const counts: ProductCount = productCountSchema.parse(response.json());
    const ofBrand = (id: number) => brandOf(id) === brand;
    const ofCategory = (id: number) => category.productIds.includes(id);
    const keep = new Map<number, (id: number) => boolean>([
      [first!.id, (id) => ofBrand(id) || ofCategory(id)],
      [second!.id, (id) => ofBrand(id) && ofCategory(id)],
      [third!.id, () => true],
    ]);
    const tracked = new Set<number>();
    for (const retailerId of retailerIds) {
      const kept = pages.get(retailerId)!.filter(keep.get(retailerId)!);
      kept.forEach((id) => tracked.add(id));
      expect(counts.retailers.find((r) => r.retailerId === retailerId)?.productCount).toBe(kept.length);
    }
    expect(counts.totalCount).toBe(tracked.size);
    expect(counts.retailers[0]!.filterCounts).toEqual([
      pages.get(first!.id)!.filter(ofBrand).length,
      pages.get(first!.id)!.filter(ofCategory).length,
    ]);
    const one = productCountSchema.parse(
      (await call(admin, 'POST', path('product-count'), { retailerId: second!.id, retailerIds, filters })).json(),
    );
    expect(one.retailers.map((r) => r.retailerId)).toEqual([second!.id]);
    expect(one.totalCount).toBe(pages.get(second!.id)!.filter(keep.get(second!.id)!).length);
  });

  it('creates and deletes filters, and widgets follow the selection', async () => {
    const [first] = fixture.retailers;
    const brand = fixture.brands[0]!.id;
    const february = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
    const kpi = { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' };
    const availability = async () => {
      const response = await call(admin, 'POST', 'widget/get-data', { definition: kpi, ...february });
      return (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>).rawOutput.value;
    };
    const everything = referenceQuery(fixture, 'AVAILABILITY', 'AVG', [], february.dateFrom, february.dateTo).get('');
    expect(await availability()).toBeCloseTo(everything!, 6);

    const created = await call(admin, 'POST', path('filters/create'), { retailerId: first!.id, brands: [brand] });
    expect(created.statusCode).toBe(200);
    const filter = selectionFilterSchema.parse(created.json());
    expect(filter).toMatchObject({ retailerId: first!.id, brands: [brand], categories: [], tags: [] });
    expect(selectionFilterListSchema.parse((await call(admin, 'GET', path('filters'))).json())).toEqual([filter]);
    const selected = selectedRetailerListSchema.parse((await call(admin, 'GET', path('selected-retailers'))).json());
    expect(selected.map((r) => [r.id, r.trackedCount])).toEqual([
      [first!.id, pages.get(first!.id)!.filter((id) => brandOf(id) === brand).length],
    ]);
    const pairs = fixture.retailers.flatMap((retailer) =>
      fixture.products
        .filter((product) => retailer.id !== first!.id || product.brandId === brand)
        .map((product) => ({ retailerId: retailer.id, productId: product.id })),
    );
    const narrowed = referenceQuery(fixture, 'AVAILABILITY', 'AVG', [], february.dateFrom, february.dateTo, { pairs });
    expect(narrowed.get('')).not.toBeCloseTo(everything!, 6);
    expect(await availability()).toBeCloseTo(narrowed.get('')!, 6);
    // Other retailers track everything, so no product is excluded everywhere.
    expect(await productIdsExcludedBySelection(t.app.db, acme)).toEqual([]);

    const deleted = await call(admin, 'DELETE', path(`filters/delete/${filter.id}`));
    expect(deleted.json()).toEqual({ id: filter.id });
    expect(await availability()).toBeCloseTo(everything!, 6);
    expect((await call(admin, 'DELETE', path(`filters/delete/${filter.id}`))).statusCode).toBe(404);
  });

  it('names the products a selection excludes at every retailer where they have a page', async () => {
    const category = categoryTags[0]!;
    const created = [];
    for (const retailer of fixture.retailers) {
      const response = await call(admin, 'POST', path('filters/create'), {
        retailerId: retailer.id,
        categories: [category.id],
      });
      created.push(selectionFilterSchema.parse(response.json()).id);
    }
    try {
      const expected = fixture.products
        .map((product) => product.id)
        .filter((id) => !category.productIds.includes(id))
        .sort((a, b) => a - b);
      expect(expected.length).toBeGreaterThan(0);
      expect((await productIdsExcludedBySelection(t.app.db, acme)).sort((a, b) => a - b)).toEqual(expected);
    } finally {
      for (const id of created) await call(admin, 'DELETE', path(`filters/delete/${id}`));
    }
  });

  it('finds brands and categories at a retailer by searchQuery, and counts a search', async () => {
    const [, , third] = fixture.retailers;
    const categories = await call(
      admin,
      'GET',
      path(`retailer/${third!.id}/license-filter/available-categories?searchQuery=KETT`),
    );
    expect(categories.json()).toEqual([
      {
        id: categoryTags[1]!.id,
        name: 'Kettles',
        productCount: pages.get(third!.id)!.filter((id) => categoryTags[1]!.productIds.includes(id)).length,
      },
    ]);
    const brands = (await call(admin, 'GET', path(`retailer/${third!.id}/license-filter/available-brands`))).json() as {
      id: number;
      productCount: number;
    }[];
    for (const brand of brands)
      expect(brand.productCount).toBe(pages.get(third!.id)!.filter((id) => brandOf(id) === brand.id).length);
    const count = (await call(admin, 'GET', path(`search-count?searchQuery=&retailerId=${third!.id}`))).json();
    expect(count).toEqual({ count: pages.get(third!.id)!.length });
  });
});

describe('bad input and guards', () => {
  it('answers 400 naming the field', async () => {
    const empty = await call(admin, 'POST', path('filters/create'), { retailerId: fixture.retailers[0]!.id });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('brands');
    const untracked = await call(admin, 'POST', path('filters/create'), { retailerId: 999_999, brands: [1] });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().fields).toHaveProperty('retailerId');
    const badCount = await call(admin, 'POST', path('product-count'), { retailerIds: ['x'], filters: [] });
    expect(badCount.statusCode).toBe(400);
    expect(JSON.stringify(badCount.json())).toContain('retailerIds');
    expect((await call(admin, 'DELETE', path('filters/delete/abc'))).statusCode).toBe(400);
  });

  it('refuses other tenants, non-administrators and read-only users', async () => {
    const body = { retailerId: fixture.retailers[0]!.id, brands: [fixture.brands[0]!.id] };
    expect((await call(admin, 'GET', path('filters'), undefined, brandco)).statusCode).toBe(403);
    expect((await call(admin, 'POST', path('filters/create'), body, brandco)).statusCode).toBe(403);
    for (const email of ['analyst@acme.test', 'pm@acme.test']) {
      expect((await call(email, 'GET', path('retailers'))).statusCode).toBe(403);
      expect((await call(email, 'POST', path('filters/create'), body)).statusCode).toBe(403);
    }
    // A read-only administrator may look but not change.
    await t.app.db.execute(sql`
      INSERT INTO user_roles (customer_id, user_id, role_id)
      SELECT r.customer_id, u.id, r.id FROM roles r, users u
      WHERE r.customer_id = ${acme} AND r.type = 'SYSTEM' AND r.name = ${ADMINISTRATORS_ROLE} AND u.email = 'readonly@acme.test'`);
    expect((await call('readonly@acme.test', 'GET', path('filters'))).statusCode).toBe(200);
    expect((await call('readonly@acme.test', 'POST', path('filters/create'), body)).statusCode).toBe(403);
    expect((await call('sysadmin@shelfsight.test', 'GET', path('filters'))).statusCode).toBe(200);
  });
});
