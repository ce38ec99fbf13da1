import { type AggregationFunction, metricByCode, type MetricCode } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { type EngineContext, queryMetric } from './engineContext';
import { metricSql } from './metricSql';
import { type GroupKey, type MetricRow, openScope } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { loadMarketFixture, type MarketFixture } from './testing/marketFixture';
import { referenceQuery } from './testing/referenceEngine';

// Visibility tracking decides which keywords and pages widgets show: rows of an entity no longer tracked stay in
// the facts but count nowhere.
let t: TestApp;
let fixture: MarketFixture;
let context: EngineContext;
const FROM = '2024-01-24';
const TO = '2024-03-05';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  context = {
    db: t.app.db,
    connection: t.app.analytics.connection,
    customerId: acme,
    scope: openScope(),
    period: { dateFrom: FROM, dateTo: TO, compare: null },
    tagCategory: 'segment',
  };
});
afterAll(async () => {
  await t.close();
});

const keyOf = (row: MetricRow) => row.keys.map((key) => (key === null ? 'null' : key)).join('|');

/** The engine's answer under the resolved scope, next to the plain computation over the given entities' rows. */
async function expectSame(
  metric: MetricCode,
  aggregation: AggregationFunction,
  groupBy: GroupKey[],
  entityIds: number[],
) {
  const scope = await resolveScope(t.app.db, fixture.customerId, { all: true }, emptySelection(), {
    applyRetailerAssortment: false,
  });
  const rows = await queryMetric({ ...context, scope }, metricByCode(metric)!, aggregation, groupBy, {
    dateFrom: FROM,
    dateTo: TO,
  });
  const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
  const level = metricSql[metric].level;
  const expected = referenceQuery(
    fixture,
    metric,
    level === 'weighted' || level === 'keywordDay' ? 'AVG' : aggregation,
    groupBy,
    FROM,
    TO,
    { entityIds },
  );
  expect([...actual.keys()].sort(), `${metric} groups`).toEqual([...expected.keys()].sort());
  for (const [key, value] of expected) {
    if (value === null) expect(actual.get(key) ?? null, `${metric} ${key}`).toBeNull();
    else expect(actual.get(key), `${metric} ${key}`).toBeCloseTo(value, 6);
  }
  return expected;
}

describe('widgets follow the tracked keywords and pages', () => {
  it('drops the rows of a keyword and a page no longer tracked, and shows them again once tracked', async () => {
    const customerId = fixture.customerId;
    const [dropped, kept] = fixture.keywords;
    const page = fixture.categories[0]!;
    const allKeywords = fixture.keywords.map((keyword) => keyword.id);
    const retailerSplit: GroupKey[] = [{ dimension: 'RETAILER' }];

    const before = await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, allKeywords);
    await expectSame('CATEGORY_RANK', 'AVG', retailerSplit, [page.id]);
    expect(before.has(String(dropped!.retailerId))).toBe(true);

    const stored = await t.app.db.execute<{ name: string; url: string }>(sql`
      SELECT k.name, c.url FROM search_keywords k, search_categories c
      WHERE k.customer_id = ${customerId} AND k.id = ${dropped!.id} AND c.customer_id = ${customerId} AND c.id = ${page.id}`);
    const { name, url } = stored.rows[0]!;
    await t.app.db.execute(sql`DELETE FROM search_keywords WHERE customer_id = ${customerId} AND id = ${dropped!.id}`);
    await t.app.db.execute(sql`DELETE FROM search_categories WHERE customer_id = ${customerId} AND id = ${page.id}`);
    try {
      const after = await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, [kept!.id]);
      expect(after.has(String(dropped!.retailerId))).toBe(false);
      await expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'PRODUCT' }], [kept!.id]);
      const listings = await expectSame('CATEGORY_RANK', 'AVG', retailerSplit, []);
      expect(listings.size).toBe(0);
    } finally {
      await t.app.db.execute(sql`INSERT INTO search_keywords (customer_id, id, retailer_id, name)
        VALUES (${customerId}, ${dropped!.id}, ${dropped!.retailerId}, ${name})`);
      await t.app.db.execute(sql`INSERT INTO search_categories (customer_id, id, retailer_id, name, url)
        VALUES (${customerId}, ${page.id}, ${page.retailerId}, 'Snacks page', ${url})`);
    }
    await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, allKeywords);
  });
});
