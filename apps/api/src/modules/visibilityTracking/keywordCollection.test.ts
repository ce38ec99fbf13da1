import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochDay } from '../../seed/market/factGenerator';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { untrackedKeyword } from './testing/untrackedKeyword';

// A keyword tracked before a load of the customer's facts is collected by that load: its search results are in the
// facts and share of search counts them, per keyword, as the plain computation over those rows does.

let t: TestApp;
let acme: MarketTenant;
const admin = 'admin@acme.test';
const call = apiCaller(() => t.app);
const LAST_DAY = epochDay(new Date()) - 1;
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { dateFrom: isoDay(LAST_DAY - 13), dateTo: isoDay(LAST_DAY) };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!;
});
afterAll(() => t.close());

const query = async (text: string, values: (number | string)[]) =>
  (await t.app.analytics.connection.runAndReadAll(text, values)).getRowObjectsJS();

describe('a keyword added to visibility tracking', () => {
  it('is collected by the next load of the facts and counted in share of search', async () => {
    const { retailerId, name } = await untrackedKeyword(t.app.db, acme.customerId);
    const created = await call(admin, 'POST', `visibility-tracking/retailer/${retailerId}/keyword/create`, {
      names: [name],
    });
    expect(created.statusCode, created.body).toBe(200);
    const keywords = (await call(admin, 'GET', `visibility-tracking/retailer/${retailerId}/keywords`)).json() as {
      id: number;
      name: string;
    }[];
    const keywordId = keywords.find((keyword) => keyword.name === name)!.id;

    const loaded = await seedMarketFacts(t.app.db, t.app.analytics.connection, [acme], { lastDay: LAST_DAY });
    expect(loaded.loaded).toEqual(['Acme Retail']);

    const rows = await query(
      `SELECT day::VARCHAR AS day, page, sponsored, page_size FROM fact_search_results
       WHERE customer_id = $1 AND keyword_id = $2 AND day BETWEEN $3::DATE AND $4::DATE`,
      [acme.customerId, keywordId, PERIOD.dateFrom, PERIOD.dateTo],
    );
    expect(rows.length).toBeGreaterThan(0);
    // Share of search: per search (keyword, retailer, day), the percent of page 1 held by unsponsored products of
    // the customer; then the mean over the searches.
    const byDay = new Map<string, { onPage1: number; pageSize: number }>();
    for (const row of rows) {
      const search = byDay.get(String(row.day)) ?? { onPage1: 0, pageSize: 0 };
      if (Number(row.page) === 1 && !row.sponsored) search.onPage1 += 1;
      search.pageSize = Math.max(search.pageSize, Number(row.page_size));
      byDay.set(String(row.day), search);
    }
    const shares = [...byDay.values()].map((search) => (search.onPage1 * 100) / search.pageSize);
    const plainShare = shares.reduce((sum, share) => sum + share, 0) / shares.length;

    const response = await call(admin, 'POST', 'widget/get-data', {
      definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 21, dimensionId: 8, aggregationFunction: 'AVG' },
      ...PERIOD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
    const bar = answer.rawOutput.bars.find((candidate) => candidate.label === name);
    expect(bar, JSON.stringify(answer.rawOutput.bars.map((candidate) => candidate.label))).toBeDefined();
    expect(bar!.value).toBeCloseTo(plainShare, 9);
  });
});
