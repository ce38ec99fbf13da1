import type { DataFreshness } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishLoad, startLoad } from '../../analytics/factLoads';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst]));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);
const freshness = (customerId: number | string = acme, user = analyst) =>
  call(user, 'GET', `/api/customer/${customerId}/data-freshness`);

/** Product pages found per retailer on its latest day, computed from the fixture rows. */
function expectedPages(rows: MarketFixture['daily']) {
  const latest = new Map<number, string>();
  for (const row of rows) if ((latest.get(row.retailer_id) ?? '') < row.day) latest.set(row.retailer_id, row.day);
  const pages = new Map<number, number>();
  for (const row of rows)
    if (row.day === latest.get(row.retailer_id) && row.listed)
      pages.set(row.retailer_id, (pages.get(row.retailer_id) ?? 0) + 1);
  return { latest, pages };
}

describe('GET /api/customer/:customerId/data-freshness', () => {
  it('reports the product pages and latest observation of each retailer from the fact store', async () => {
    const response = await freshness();
    expect(response.statusCode).toBe(200);
    const body = response.json() as DataFreshness;
    const { latest, pages } = expectedPages(fixture.daily);
    expect(body.retailers.map((retailer) => retailer.id).sort()).toEqual([...latest.keys()].sort());
    for (const retailer of body.retailers) {
      expect(retailer.pdpCount).toBe(pages.get(retailer.id) ?? 0);
      expect(retailer.lastUpdated?.slice(0, 10)).toBe(latest.get(retailer.id));
      // The catalogue's display name, not the stand-in for an unknown retailer.
      expect(retailer.name).not.toMatch(/^Retailer \d+$/);
    }
    expect(body.pdpCount).toBe([...pages.values()].reduce((sum, count) => sum + count, 0));
    expect(body.pdpCount).toBeGreaterThan(0);
    // No load is recorded by the fixture, so the newest observation stands for the last update.
    expect(body.lastUpdated?.slice(0, 10)).toBe([...latest.values()].sort().at(-1));
  });

  it('answers a finished load at once, not the kept answer', async () => {
    const before = (await freshness()).json() as DataFreshness;
    const retailer = fixture.retailers[0];
    const product = fixture.products[0];
    if (!retailer || !product) throw new Error('fixture without retailer or product');
    const connection = t.app.analytics.connection;
    await startLoad(connection, {
      loadId: 'freshness-test',
      customerId: acme,
      source: 'test',
      dayFrom: '2024-03-10',
      dayTo: '2024-03-10',
    });
    await connection.run(
      `INSERT INTO fact_daily (customer_id, retailer_id, product_id, day, listed, in_stock, currency, promotion, promotion_count, award_count, offer_count, downloaded_at)
       VALUES ($1, $2, $3, DATE '2024-03-10', true, true, 'EUR', false, 0, 0, 1, TIMESTAMP '2024-03-10 07:30:00')`,
      [acme, retailer.id, product.id],
    );
    await finishLoad(connection, 'freshness-test', { state: 'ready', dailyRows: 1 });
    const after = (await freshness()).json() as DataFreshness;
    const updated = after.retailers.find((row) => row.id === retailer.id);
    expect(updated).toMatchObject({ lastUpdated: '2024-03-10T07:30:00.000Z', pdpCount: 1 });
    expect(after.lastUpdated).not.toBe(before.lastUpdated);
    expect(after.lastUpdated).not.toBeNull();
    expect(after.pdpCount).toBe(
      before.pdpCount - (before.retailers.find((row) => row.id === retailer.id)?.pdpCount ?? 0) + 1,
    );
  });

  it('refuses a malformed customer id (the scope guard tells nothing more) and another tenant', async () => {
    const bad = await freshness('abc');
    expect(bad.statusCode).toBe(403);
    expect((await freshness(brandco)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${acme}/data-freshness` })).statusCode).toBe(401);
  });
});
