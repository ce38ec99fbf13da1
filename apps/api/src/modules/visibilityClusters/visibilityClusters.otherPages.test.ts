import type { VisibilityCluster, WidgetDataAnswer, WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DAYS, type MarketFixture, type RankFact } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

/*
 * A manual cluster of an other page (a page tracked through visibility tracking with contentType OTHER) against
 * the real engine: its listings are category-listing facts, so the cluster narrows category-listing widgets to them.
 */

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';

const callAs = apiCaller(() => t.app);
const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, user = analyst) =>
  callAs(user, method, path, payload, acme);

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const inFebruary = (row: RankFact) => row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo;

/** The other page, tracked at the first shop, and the listing rows loaded for it. */
let otherPage = 0;
let otherRows: RankFact[] = [];
/** Every category-listing row of Acme in the facts: the fixture's category page and the other page. */
const allRows = () => [...fixture.category, ...otherRows];

beforeAll(async () => {
  ({ t, fixture, acme } = await createMarketTestApp([admin, analyst]));
  const shop = fixture.retailers[0]!.id;
  await t.app.db.execute(sql`UPDATE customer_retailers SET settings = '{"allowConfigOtherRankings": true}'
    WHERE customer_id = ${acme} AND retailer_id = ${shop}`);
  const created = await call(
    'POST',
    `retailer/${shop}/url/create-for-retailer`,
    { label: 'Deals page', url: 'https://shop0.example/deals', contentType: 'OTHER' },
    admin,
  );
  expect(created.statusCode, created.body).toBe(200);
  otherPage = (created.json() as { id: number }).id;
  // Listings on the deals page: most products on most days, near the top, so its mean rank differs from the
  // category page's. Loaded before any widget is asked, as a data load would.
  otherRows = FIXTURE_DAYS.flatMap((day, dayIndex) =>
    fixture.products
      .filter((_, productIndex) => (dayIndex + productIndex) % 4 !== 0)
      .map((product, productIndex) => ({
        customer_id: acme,
        retailer_id: shop,
        product_id: product.id,
        day,
        entity_id: otherPage,
        rank: 1 + ((dayIndex * 7 + productIndex * 3) % 9),
        page: 1,
        page_size: 24,
        sponsored: false,
      })),
  );
  const connection = t.app.analytics.connection;
  for (const row of otherRows) {
    await connection.run(
      `INSERT INTO fact_category_listings
        (customer_id, retailer_id, product_id, day, category_id, rank, page, page_size, sponsored, searched_at)
        VALUES ($1, $2, $3, $4::DATE, $5, $6, $7, $8, $9, TIMESTAMP '2024-01-01 06:00:00')`,
      [
        row.customer_id,
        row.retailer_id,
        row.product_id,
        row.day,
        row.entity_id,
        row.rank,
        row.page,
        row.page_size,
        row.sponsored,
      ],
    );
  }
});
afterAll(async () => {
  await t.close();
});

/** Category rank over February, split by category listing (dimension 9) or product (dimension 6). */
const categoryRankBy = (dimensionId: number): WidgetQueryDefinitionInput => ({
  visualizationType: 'HORIZONTAL_BAR',
  metricId: 10,
  dimensionId,
  aggregationFunction: 'AVG',
});
const categoryRank: WidgetQueryDefinitionInput = { visualizationType: 'KPI', metricId: 10, aggregationFunction: 'AVG' };
/** Share of search per retailer: a search metric, which a cluster of pages only must leave alone. */
const shareOfSearch: WidgetQueryDefinitionInput = {
  visualizationType: 'HORIZONTAL_BAR',
  metricId: 21,
  dimensionId: 1,
  aggregationFunction: 'AVG',
};

const widget = async (definition: WidgetQueryDefinitionInput, filters: Record<string, unknown>) => {
  const response = await call('POST', 'widget/get-data', { definition, ...FEBRUARY, ...filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WidgetDataAnswer;
};
const kpi = async (filters: Record<string, unknown>) => {
  const answer = (await widget(categoryRank, filters)) as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
  return answer.rawOutput.value;
};
/** Bars as key → value, rounded to 9 digits: DuckDB may sum in another order from one run to the next. */
const bars = async (definition: WidgetQueryDefinitionInput, filters: Record<string, unknown>) => {
  const answer = (await widget(definition, filters)) as Extract<
    WidgetDataAnswer,
    { visualizationType: 'HORIZONTAL_BAR' }
  >;
  return new Map(
    answer.rawOutput.bars.map((bar) => [bar.key, bar.value === null ? null : Number(bar.value.toFixed(9))]),
  );
};

/** The plain mean rank of February's listing rows, per key (or all together under one key). */
function plainMeans(rows: RankFact[], keyOf: (row: RankFact) => string): Map<string, number> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows.filter(inFebruary)) {
    const sum = sums.get(keyOf(row)) ?? { total: 0, count: 0 };
    sum.total += row.rank;
    sum.count += 1;
    sums.set(keyOf(row), sum);
  }
  return new Map([...sums].map(([key, sum]) => [key, Number((sum.total / sum.count).toFixed(9))]));
}
const plainRank = (rows: RankFact[]) => plainMeans(rows, () => 'all').get('all') ?? null;
const onPages = (pages: number[]) => allRows().filter((row) => pages.includes(row.entity_id));

async function createCluster(name: string, entities: { entityType: string; entityId: number; label?: string }[]) {
  const created = await call('POST', 'visibility-cluster', { name, entities });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as VisibilityCluster;
}

describe('a manual cluster of an other page', () => {
  let deals: VisibilityCluster;

  it('is stored with the other page as OTHER_PAGE', async () => {
    deals = await createCluster('Deals', [{ entityType: 'OTHER_PAGE', entityId: otherPage, label: 'Deals page' }]);
    expect(deals).toMatchObject({ type: 'MANUAL', active: true, isDraft: false });
    expect(deals.entities.map((entity) => [entity.entityType, entity.entityId, entity.label])).toEqual([
      ['OTHER_PAGE', otherPage, 'Deals page'],
    ]);
  });

  it('narrows category ranks to exactly that page’s listings', async () => {
    const pageOnly = plainRank(onPages([otherPage]));
    const everything = plainRank(allRows());
    expect(pageOnly).not.toBeNull();
    // Without the cluster the widget reads both pages, so narrowing shows in the number.
    expect(pageOnly).not.toBeCloseTo(everything!, 3);
    expect(await kpi({})).toBeCloseTo(everything!, 9);
    expect(await kpi({ filterVisibilityClusterIds: [deals.id] })).toBeCloseTo(pageOnly!, 9);
  });

  it('leaves one bar, the other page’s, when split by category listing', async () => {
    const byPage = categoryRankBy(9);
    const unfiltered = await bars(byPage, {});
    expect(unfiltered.size).toBe(2);
    const narrowed = await bars(byPage, { filterVisibilityClusterIds: [deals.id] });
    expect(narrowed).toEqual(plainMeans(onPages([otherPage]), (row) => `category_listing:${row.entity_id}`));
  });

  it('gives each product the mean rank of its listings on that page only', async () => {
    const narrowed = await bars(categoryRankBy(6), { filterVisibilityClusterIds: [deals.id] });
    expect(narrowed).toEqual(plainMeans(onPages([otherPage]), (row) => `product:${row.product_id}`));
  });

  it('widens with a category page in the same cluster, and leaves search metrics alone', async () => {
    const category = fixture.categories[0]!.id;
    const both = await createCluster('Deals and snacks', [
      { entityType: 'OTHER_PAGE', entityId: otherPage },
      { entityType: 'CATEGORY_PAGE', entityId: category },
    ]);
    expect(await kpi({ filterVisibilityClusterIds: [both.id] })).toBeCloseTo(
      plainRank(onPages([otherPage, category]))!,
      9,
    );
    // A cluster of pages is no keyword cluster: share of search keeps every keyword.
    expect(await bars(shareOfSearch, { filterVisibilityClusterIds: [deals.id] })).toEqual(
      await bars(shareOfSearch, {}),
    );
  });

  it('stops narrowing when switched off', async () => {
    const off = await call('PATCH', `visibility-cluster/${deals.id}`, {
      name: 'Deals',
      active: false,
      entities: [{ entityType: 'OTHER_PAGE', entityId: otherPage }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await kpi({ filterVisibilityClusterIds: [deals.id] })).toBeCloseTo(plainRank(allRows())!, 9);
  });
});
