import { mappableProductsSchema, mappingResultSchema, type WidgetDataAnswer } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import { ADMINISTRATORS_ROLE } from '../../access/customerPrivileges';
import { factLoadLog } from '../../analytics/factLoads';
import { PRODUCT_MAPPING_SOURCE } from '../../analytics/retailerProductFacts';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
const pm = 'pm@acme.test';
const emails = [admin, pm, 'analyst@acme.test', 'readonly@acme.test'] as const;
const shopId = (retailerId: number, productId: number) => `R${retailerId}-P${productId}`;
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp(emails));
  for (const retailer of fixture.retailers)
    for (const product of fixture.products)
      await t.app.db.execute(sql`
        INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
        VALUES (${acme}, ${retailer.id}, ${product.id}, ${shopId(retailer.id, product.id)}, 'https://shop.test/p')`);
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

describe('GET mappable-products/:id', () => {
  it("lists the product's own retailer products, then suggestions ranked by GTIN, MPN and name", async () => {
    const [product, other] = fixture.products;
    const [retailer] = fixture.retailers;
    const gtin = await t.app.db.execute<{ gtin_codes: string[] }>(
      sql`SELECT gtin_codes FROM products WHERE customer_id = ${acme} AND id = ${product!.id}`,
    );
    // An unmapped page of the retailer showing the product's GTIN under another name.
    await t.app.db.execute(sql`
      INSERT INTO unmapped_retailer_products (customer_id, retailer_id, shop_product_id, pdp_url, page_name, page_gtin)
      VALUES (${acme}, ${retailer!.id}, 'NEW-1', 'https://shop.test/new', 'Something else', ${gtin.rows[0]!.gtin_codes[0]})`);
    const response = await call(admin, 'GET', `mappable-products/${product!.id}`);
    expect(response.statusCode).toBe(200);
    const body = mappableProductsSchema.parse(response.json());
    const own = body.retailerProducts.filter((candidate) => candidate.productId === product!.id);
    expect(own).toHaveLength(fixture.retailers.length);
    expect(body.retailerProducts.slice(0, own.length)).toEqual(own);
    const suggestions = body.retailerProducts.slice(own.length);
    expect(suggestions[0]).toMatchObject({ shopProductId: 'NEW-1', productId: null });
    expect(suggestions[0]!.suggestion.gtinMatch).toBe(true);
    for (const candidate of body.retailerProducts) {
      const { gtinMatch, mpnMatch, nameSimilarity, score } = candidate.suggestion;
      expect(score).toBeCloseTo((gtinMatch ? 4 : 0) + (mpnMatch ? 2 : 0) + nameSimilarity, 9);
    }
    const scores = suggestions.map((candidate) => candidate.suggestion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Limited to a tag: mapped candidates only of products carrying it (unmapped ones always).
    const tag = fixture.tags.find((each) => !each.productIds.includes(other!.id))!;
    const limited = mappableProductsSchema.parse(
      (await call(admin, 'GET', `mappable-products/${product!.id}?tag_id=${tag.id}`)).json(),
    );
    const mappedTo = new Set(limited.retailerProducts.flatMap((candidate) => candidate.productId ?? []));
    expect([...mappedTo].every((id) => id === product!.id || tag.productIds.includes(id))).toBe(true);
    expect(limited.retailerProducts.some((candidate) => candidate.productId === null)).toBe(true);
  });
});

describe('map and unmap', () => {
  it('moves the history with the mapping, so widgets attribute it to the new product', async () => {
    const [, second, third] = fixture.products;
    const [retailer] = fixture.retailers;
    const byProduct = async () => {
      const response = await call(admin, 'POST', 'widget/get-data', {
        definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 2, aggregationFunction: 'AVG', dimensionId: 6 },
        ...FEBRUARY,
      });
      const bars = (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>).rawOutput
        .bars;
      return new Map(bars.map((bar) => [bar.key.replace('product:', ''), bar.value]));
    };
    const expectBars = (bars: Map<string, number | null>, market: MarketFixture) => {
      const expected = referenceQuery(
        market,
        'AVAILABILITY',
        'AVG',
        [{ dimension: 'PRODUCT' }],
        FEBRUARY.dateFrom,
        FEBRUARY.dateTo,
      );
      expect([...bars.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, value] of expected) expect(bars.get(key), key).toBeCloseTo(value ?? NaN, 6);
    };
    expectBars(await byProduct(), fixture);
    const loads = factLoadLog(t.app.facts, t.app.analytics.connection);
    const coveredBefore = await loads.coveredDays(acme);
    expect(coveredBefore).not.toBeNull();

    // The third product's page at the retailer is really the second's: map it there.
    const mapped = await call(admin, 'POST', `mappable-products/${second!.id}/map`, {
      retailerId: retailer!.id,
      shopProductId: shopId(retailer!.id, third!.id),
    });
    expect(mapped.statusCode).toBe(200);
    expect(mappingResultSchema.parse(mapped.json()).productId).toBe(second!.id);
    // A mapping brings no new day: the newest day of data (what 'yesterday' and the details' period end on) stays.
    expect(await loads.latest(acme, PRODUCT_MAPPING_SOURCE)).toMatchObject({ state: 'ready', ...coveredBefore });
    expect(await loads.coveredDays(acme)).toEqual(coveredBefore);
    // Plainly: the second's own page there leaves it, the third's page there becomes the second's.
    const remapped = <Row extends { retailer_id: number; product_id: number }>(rows: Row[]) =>
      rows
        .filter((row) => !(row.retailer_id === retailer!.id && row.product_id === second!.id))
        .map((row) =>
          row.retailer_id === retailer!.id && row.product_id === third!.id ? { ...row, product_id: second!.id } : row,
        );
    const market = {
      ...fixture,
      daily: remapped(fixture.daily),
      search: remapped(fixture.search),
      category: remapped(fixture.category),
    };
    const before = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    const after = referenceQuery(
      market,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    expect(after.get(String(second!.id))).not.toBeCloseTo(before.get(String(second!.id)) ?? NaN, 6);
    expectBars(await byProduct(), market);
    const own = mappableProductsSchema.parse((await call(pm, 'GET', `mappable-products/${second!.id}`)).json());
    expect(
      own.retailerProducts.find((c) => c.retailerId === retailer!.id && c.productId === second!.id)?.shopProductId,
    ).toBe(shopId(retailer!.id, third!.id));

    // Unmapping parks the history; mapping the second's old page back restores the start.
    const unmapped = await call(pm, 'POST', `mappable-products/${second!.id}/unmap`, {
      retailerId: retailer!.id,
      shopProductId: shopId(retailer!.id, third!.id),
    });
    expect(unmapped.json()).toMatchObject({ productId: null });
    for (const [product, page] of [
      [second!, second!],
      [third!, third!],
    ] as const) {
      const back = await call(admin, 'POST', `mappable-products/${product.id}/map`, {
        retailerId: retailer!.id,
        shopProductId: shopId(retailer!.id, page.id),
      });
      expect(back.statusCode).toBe(200);
    }
    expectBars(await byProduct(), fixture);
  });
});

describe('bad input and guards', () => {
  it('answers 400 naming the field, and 404 for unknown products and pages', async () => {
    const id = fixture.products[0]!.id;
    const missing = await call(admin, 'POST', `mappable-products/${id}/map`, { retailerId: fixture.retailers[0]!.id });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('shopProductId');
    expect((await call(admin, 'GET', `mappable-products/${id}?tag_id=x`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', 'mappable-products/999999')).statusCode).toBe(404);
    const unknown = await call(admin, 'POST', `mappable-products/${id}/map`, { retailerId: 1, shopProductId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    const notHere = await call(admin, 'POST', `mappable-products/${id}/unmap`, {
      retailerId: 1,
      shopProductId: 'nope',
    });
    expect(notHere.statusCode).toBe(400);
    expect(notHere.json().fields).toHaveProperty('shopProductId');
  });

  it('refuses other tenants, users without product management and read-only users', async () => {
    const id = fixture.products[0]!.id;
    const body = { retailerId: fixture.retailers[0]!.id, shopProductId: 'x' };
    expect((await call(admin, 'GET', `mappable-products/${id}`, undefined, brandco)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `mappable-products/${id}/map`, body, brandco)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', `mappable-products/${id}`)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'POST', `mappable-products/${id}/map`, body)).statusCode).toBe(403);
    // A read-only administrator may look but not change.
    await t.app.db.execute(sql`
      INSERT INTO user_roles (customer_id, user_id, role_id)
      SELECT r.customer_id, u.id, r.id FROM roles r, users u
      WHERE r.customer_id = ${acme} AND r.type = 'SYSTEM' AND r.name = ${ADMINISTRATORS_ROLE} AND u.email = 'readonly@acme.test'`);
    expect((await call('readonly@acme.test', 'GET', `mappable-products/${id}`)).statusCode).toBe(200);
    expect((await call('readonly@acme.test', 'POST', `mappable-products/${id}/map`, body)).statusCode).toBe(403);
  });
});
