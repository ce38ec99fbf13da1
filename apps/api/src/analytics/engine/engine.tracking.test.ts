import { type AggregationFunction, type MetricCode } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type GroupKey } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { engineTestEnvironment } from './testing/engineFixture';

// Visibility tracking decides which keywords and pages widgets show: rows of an entity no longer tracked stay in
// the facts but count nowhere.
const env = engineTestEnvironment();

/**
 * The engine's answer under the scope resolved now (tracking changes it), checked against the plain computation
 * over the given entities' rows.
 */
async function expectSame(
  metric: MetricCode,
  aggregation: AggregationFunction,
  groupBy: GroupKey[],
  entityIds: number[],
) {
  const scope = await resolveScope(env.t.app.db, env.fixture.customerId, { all: true }, emptySelection(), {
    applyRetailerAssortment: false,
  });
  return env.expectSame(metric, aggregation, groupBy, { ctx: { ...env.context, scope }, filter: { entityIds } });
}

describe('widgets follow the tracked keywords and pages', () => {
  it('drops the rows of a keyword and a page no longer tracked, and shows them again once tracked', async () => {
    const customerId = env.fixture.customerId;
    const [dropped, kept] = env.fixture.keywords;
    const page = env.fixture.categories[0]!;
    const allKeywords = env.fixture.keywords.map((keyword) => keyword.id);
    const retailerSplit: GroupKey[] = [{ dimension: 'RETAILER' }];

    const before = await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, allKeywords);
    await expectSame('CATEGORY_RANK', 'AVG', retailerSplit, [page.id]);
    expect(before.has(String(dropped!.retailerId))).toBe(true);

    const stored = await env.t.app.db.execute<{ name: string; url: string }>(sql`
      SELECT k.name, c.url FROM search_keywords k, search_categories c
      WHERE k.customer_id = ${customerId} AND k.id = ${dropped!.id} AND c.customer_id = ${customerId} AND c.id = ${page.id}`);
    const { name, url } = stored.rows[0]!;
    await env.t.app.db.execute(
      sql`DELETE FROM search_keywords WHERE customer_id = ${customerId} AND id = ${dropped!.id}`,
    );
    await env.t.app.db.execute(
      sql`DELETE FROM search_categories WHERE customer_id = ${customerId} AND id = ${page.id}`,
    );
    try {
      const after = await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, [kept!.id]);
      expect(after.has(String(dropped!.retailerId))).toBe(false);
      await expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'PRODUCT' }], [kept!.id]);
      const listings = await expectSame('CATEGORY_RANK', 'AVG', retailerSplit, []);
      expect(listings.size).toBe(0);
    } finally {
      await env.t.app.db.execute(sql`INSERT INTO search_keywords (customer_id, id, retailer_id, name)
        VALUES (${customerId}, ${dropped!.id}, ${dropped!.retailerId}, ${name})`);
      await env.t.app.db.execute(sql`INSERT INTO search_categories (customer_id, id, retailer_id, name, url)
        VALUES (${customerId}, ${page.id}, ${page.retailerId}, 'Snacks page', ${url})`);
    }
    await expectSame('SHARE_OF_SEARCH', 'AVG', retailerSplit, allKeywords);
  });
});
