import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactRow } from '../../analytics/factWriter';
import { productCategories } from '../../seed/market/catalogueData';
import { epochDay, generateFacts } from '../../seed/market/factGenerator';
import { loadMarketCatalogue } from '../../seed/market/marketCatalogue';
import { DEFAULT_MARKET_SEED } from '../../seed/market/scales';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { VISIBILITY_COLLECTION_JOB } from './visibilityCollection';
import { untrackedKeyword } from './testing/untrackedKeyword';

// A keyword or page added to a customer whose facts are loaded already is collected by the collection job, as the
// customer's load would have collected it, and nothing else changes.

let t: TestApp;
let acme: MarketTenant;
let brandco: MarketTenant;
const admin = 'admin@acme.test';
const call = apiCaller(() => t.app);
const LAST_DAY = epochDay(new Date()) - 1;
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { dateFrom: isoDay(LAST_DAY - 13), dateTo: isoDay(LAST_DAY) };
const VISIBILITY_TABLES = ['fact_search_results', 'fact_category_listings', 'fact_banners'] as const;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' } });
  await t.app.ready();
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!;
  brandco = tenants.find((tenant) => tenant.name === 'Brandco')!;
  await seedMarketFacts(t.app.db, t.app.analytics.connection, tenants, { lastDay: LAST_DAY });
}, 120_000);
afterAll(() => t.close());

const query = async (text: string, values: (number | string)[]) =>
  (await t.app.analytics.connection.runAndReadAll(text, values)).getRowObjectsJS();

/** Every visibility row of a customer as text, sorted, leaving out those of one keyword. */
async function visibilityRows(customerId: number, leaveOutKeywordId = -1): Promise<string[]> {
  const rows: string[] = [];
  for (const table of VISIBILITY_TABLES) {
    const keep =
      table === 'fact_search_results'
        ? 'keyword_id <> $2'
        : table === 'fact_banners'
          ? "NOT (page_type = 'KEYWORD' AND entity_id = $2)"
          : '$2 = $2';
    const found = await query(`SELECT f::VARCHAR AS row FROM ${table} f WHERE customer_id = $1 AND ${keep}`, [
      customerId,
      leaveOutKeywordId,
    ]);
    rows.push(...found.map((row) => `${table} ${String(row.row)}`));
  }
  return rows.sort();
}

/** The share-of-search widget split by keyword over PERIOD. */
async function shareOfSearch() {
  const response = await call(admin, 'POST', 'widget/get-data', {
    definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 21, dimensionId: 8, aggregationFunction: 'AVG' },
    ...PERIOD,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
}

describe('collecting a keyword added after the load', () => {
  it('writes its results as a full load would, counts them in share of search, and touches nothing else', async () => {
    const acmeBefore = await visibilityRows(acme.customerId);
    const brandcoBefore = await visibilityRows(brandco.customerId);

    const { retailerId, name } = await untrackedKeyword(t.app.db, acme.customerId);
    // Read once before, so an answer kept from then would show.
    const shareBefore = await shareOfSearch();
    expect(shareBefore.rawOutput.bars.length).toBeGreaterThan(0);
    expect(shareBefore.rawOutput.bars.some((bar) => bar.label === name)).toBe(false);
    const created = await call(admin, 'POST', `visibility-tracking/retailer/${retailerId}/keyword/create`, {
      names: [name],
    });
    expect(created.statusCode, created.body).toBe(200);
    const keywordId = (created.json() as { id: number; name: string }[]).find((keyword) => keyword.name === name)!.id;
    await t.app.jobs.settled(VISIBILITY_COLLECTION_JOB, 60_000);

    // The same results a load of the customer's facts with the keyword tracked writes.
    const fullLoad: FactRow[] = [];
    await generateFacts(
      await loadMarketCatalogue(t.app.db, acme.customerId),
      { seed: DEFAULT_MARKET_SEED, lastDay: LAST_DAY, days: acme.scale.days, details: acme.scale.details },
      (table, row) => {
        if (table === 'fact_search_results' && row.keyword_id === keywordId) fullLoad.push(row);
      },
    );
    const stored = await query(
      `SELECT (day - DATE '1970-01-01')::INTEGER AS day, product_id, rank, page, sponsored FROM fact_search_results
       WHERE customer_id = $1 AND keyword_id = $2 ORDER BY day, rank`,
      [acme.customerId, keywordId],
    );
    expect(fullLoad.length).toBeGreaterThan(0);
    expect(stored).toEqual(
      fullLoad.map(({ day, product_id, rank, page, sponsored }) => ({ day, product_id, rank, page, sponsored })),
    );

    // Share of search: per search (keyword, retailer, day), the percent of page 1 held by unsponsored products of
    // the customer; then the mean over the searches.
    const inPeriod = await query(
      `SELECT day::VARCHAR AS day, page, sponsored, page_size FROM fact_search_results
       WHERE customer_id = $1 AND keyword_id = $2 AND day BETWEEN $3::DATE AND $4::DATE`,
      [acme.customerId, keywordId, PERIOD.dateFrom, PERIOD.dateTo],
    );
    const byDay = new Map<string, { onPage1: number; pageSize: number }>();
    for (const row of inPeriod) {
      const search = byDay.get(String(row.day)) ?? { onPage1: 0, pageSize: 0 };
      if (Number(row.page) === 1 && !row.sponsored) search.onPage1 += 1;
      search.pageSize = Math.max(search.pageSize, Number(row.page_size));
      byDay.set(String(row.day), search);
    }
    const shares = [...byDay.values()].map((search) => (search.onPage1 * 100) / search.pageSize);
    expect(shares.length).toBeGreaterThan(0);
    const plainShare = shares.reduce((sum, share) => sum + share, 0) / shares.length;
    const answer = await shareOfSearch();
    const bar = answer.rawOutput.bars.find((candidate) => candidate.label === name);
    expect(bar, JSON.stringify(answer.rawOutput.bars.map((candidate) => candidate.label))).toBeDefined();
    expect(bar!.value).toBeCloseTo(plainShare, 9);

    // Only the new keyword's rows were added; another run adds nothing; Brandco's facts are as they were.
    expect(await visibilityRows(acme.customerId, keywordId)).toEqual(acmeBefore);
    const acmeAfter = await visibilityRows(acme.customerId);
    expect(acmeAfter.length).toBeGreaterThan(acmeBefore.length);
    const loads = () =>
      query(`SELECT load_id FROM fact_loads WHERE customer_id = $1 ORDER BY load_id`, [acme.customerId]);
    const loadsAfter = await loads();
    await t.app.jobs.send(VISIBILITY_COLLECTION_JOB, { customerId: acme.customerId });
    await t.app.jobs.settled(VISIBILITY_COLLECTION_JOB, 60_000);
    expect(await visibilityRows(acme.customerId)).toEqual(acmeAfter);
    // Not even a load is recorded.
    expect(await loads()).toEqual(loadsAfter);
    expect(await visibilityRows(brandco.customerId)).toEqual(brandcoBefore);
  });

  it('collects a category page added after the load the same way, once', async () => {
    const catalogue = await loadMarketCatalogue(t.app.db, acme.customerId);
    const page = catalogue.categories[0]!;
    const retailer = catalogue.retailers.find((candidate) => candidate.id === page.retailerId)!;
    const label = productCategories[page.category]!.name;
    const created = await call(admin, 'POST', `retailer/${retailer.id}/url/create-for-retailer`, {
      label,
      url: `${retailer.siteRootUrl}/c/${encodeURIComponent(label)}-all`,
      contentType: 'CATEGORY',
    });
    expect(created.statusCode, created.body).toBe(200);
    const pageId = (created.json() as { id: number }).id;
    await t.app.jobs.settled(VISIBILITY_COLLECTION_JOB, 60_000);

    const fullLoad: FactRow[] = [];
    await generateFacts(
      await loadMarketCatalogue(t.app.db, acme.customerId),
      { seed: DEFAULT_MARKET_SEED, lastDay: LAST_DAY, days: acme.scale.days, details: acme.scale.details },
      (table, row) => {
        if (table === 'fact_category_listings' && row.category_id === pageId) fullLoad.push(row);
      },
    );
    const listings = () =>
      query(
        `SELECT (day - DATE '1970-01-01')::INTEGER AS day, product_id, rank, page, sponsored
           FROM fact_category_listings WHERE customer_id = $1 AND category_id = $2 ORDER BY day, rank`,
        [acme.customerId, pageId],
      );
    expect(fullLoad.length).toBeGreaterThan(0);
    expect(await listings()).toEqual(
      fullLoad.map(({ day, product_id, rank, page, sponsored }) => ({ day, product_id, rank, page, sponsored })),
    );
    const after = await visibilityRows(acme.customerId);
    await t.app.jobs.send(VISIBILITY_COLLECTION_JOB, { customerId: acme.customerId });
    await t.app.jobs.settled(VISIBILITY_COLLECTION_JOB, 60_000);
    expect(await visibilityRows(acme.customerId)).toEqual(after);
  });
});
