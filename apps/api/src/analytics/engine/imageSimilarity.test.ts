import {
  type WidgetDataAnswer,
  widgetDataAnswerSchema,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { EngineContext } from './engineContext';
import { openScope } from './queryTypes';
import { emptySelection, type FilterSelection, resolveScope } from './resolveScope';
import { runWidgetQuery } from './runWidgetQuery';
import { imageSimilarityAnswer } from './shapes/imageSimilarity';
import { IN_PROCESS_FACTS } from '../../config/config';
import { factTestStore } from './testing/engineFixture';
import { loadMarketFixture, type MarketFixture } from './testing/marketFixture';

type Overview = Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>;

let t: TestApp;
let fixture: MarketFixture;
let other: MarketFixture;
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

/** One stored check position; times are UTC. */
function check(
  customerId: number,
  retailerId: number,
  productId: number,
  day: string,
  position: number,
  status: string,
  score: number | null,
  checkedOn: string | null,
  nextCheckOn: string | null,
) {
  const text = (value: string | null) => (value === null ? 'NULL' : `'${value}'`);
  return `(${customerId}, ${retailerId}, ${productId}, '${day}', ${position}, 'ism', 'reference/${productId}.jpg', '${status}', ${score ?? 'NULL'}, ${text(checkedOn)}, ${text(nextCheckOn)})`;
}

beforeAll(async () => {
  // With FACTS_TEST_STORE=clickhouse the checks are read from ClickHouse in process (FACTS_URL=chdb:).
  t = await createTestApp(factTestStore === 'clickhouse' ? { env: { FACTS_URL: IN_PROCESS_FACTS } } : {});
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  const brandco = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  other = await loadMarketFixture(t.app.db, t.app.analytics.connection, brandco, 99);
  const [r0, r1, r2] = fixture.retailers.map((retailer) => retailer.id) as [number, number, number];
  const [p0, p1, p2, p3, p4] = fixture.products.map((product) => product.id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const c = acme;
  const rows = [
    // p0 at r0: the later check of the period wins; the one after the period is not read.
    check(c, r0, p0, '2024-02-05', 1, 'equal', 97.5, '2024-02-05 06:10:00', '2024-02-12 06:10:00'),
    check(c, r0, p0, '2024-02-12', 1, 'highly_similar', 88.4, '2024-02-12 06:40:00', '2024-02-19 06:40:00'),
    check(c, r0, p0, '2024-03-04', 1, 'different', 20, '2024-03-04 06:40:00', '2024-03-11 06:40:00'),
    // p0 at r1: a carousel check shows its worst position and the mean score.
    check(c, r1, p0, '2024-02-20', 1, 'equal', 99, '2024-02-20 05:00:00', '2024-02-27 05:00:00'),
    check(c, r1, p0, '2024-02-20', 2, 'somewhat_similar', 70, '2024-02-20 05:00:00', '2024-02-27 05:00:00'),
    check(c, r1, p0, '2024-02-20', 3, 'equal', 96, '2024-02-20 05:00:00', '2024-02-27 05:00:00'),
    // p1: one position still in progress; no module at r2.
    check(c, r1, p1, '2024-02-20', 1, 'equal', 98, '2024-02-20 05:00:00', '2024-02-27 05:00:00'),
    check(c, r1, p1, '2024-02-20', 2, 'in_progress', null, null, '2024-02-21 06:00:00'),
    check(c, r2, p1, '2024-02-10', 1, 'upgrade_to_check', null, null, null),
    // p2: checked before the period, still in force on its first day.
    check(c, r0, p2, '2024-01-28', 1, 'equal', 99, '2024-01-28 07:00:00', '2024-02-04 07:00:00'),
    // p3: its next check was due before the period: stale, not shown.
    check(c, r0, p3, '2024-01-20', 1, 'equal', 99, '2024-01-20 07:00:00', '2024-01-27 07:00:00'),
    // p4: the image could not be fetched.
    check(c, r0, p4, '2024-02-15', 1, 'error', null, '2024-02-15 07:00:00', '2024-02-22 07:00:00'),
    // Another tenant's check on the same ids' days must never show up.
    check(
      brandco,
      other.retailers[0]!.id,
      other.products[0]!.id,
      '2024-02-12',
      1,
      'equal',
      99,
      '2024-02-12 06:40:00',
      '2024-02-19 06:40:00',
    ),
  ];
  await t.app.facts.run(`INSERT INTO fact_image_similarity VALUES ${rows.join(',\n')}`);
});
afterAll(async () => {
  await t.close();
});

/** The engine's input naming the ClickHouse store when the app has one (as the widget routes give it). */
const factsOnClickHouse = () => (t.app.facts.dialect.engine === 'clickhouse' ? { facts: t.app.facts } : {});

const definition = widgetQueryDefinitionSchema.parse({
  visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
  dimensionId: 1,
});

async function overview(
  request: Record<string, unknown>,
  isSystemAdmin = true,
  productImageUrl?: (productId: number) => string,
): Promise<Overview> {
  const answer = await runWidgetQuery({
    productImageUrl,
    db: t.app.db,
    connection: t.app.analytics.connection,
    ...factsOnClickHouse(),
    customerId: fixture.customerId,
    user: { id: 0, isSystemAdmin },
    definition,
    request: widgetDataRequestSchema.parse({ ...FEBRUARY, ...request }),
    today: '2024-03-10',
  });
  // Whatever the engine answers must pass the contract the route serialises with.
  return widgetDataAnswerSchema.parse(answer) as Overview;
}

const resultsOf = (answer: Overview) =>
  Object.fromEntries(
    answer.rawOutput.products.map((product) => [
      product.name,
      Object.fromEntries(product.results.map((result) => [result.retailerId, [result.status, result.score]])),
    ]),
  );

describe('image similarity overview', () => {
  it("carries each product's image address where the engine is given one, none otherwise", async () => {
    const withImages = await overview({}, true, (productId) => `/images/${productId}.webp`);
    for (const product of withImages.rawOutput.products) {
      expect(product.imageUrls).toEqual([`/images/${product.productDummyId}.webp`]);
    }
    expect(withImages.rawOutput.products.length).toBeGreaterThan(0);
    expect((await overview({})).rawOutput.products.every((product) => product.imageUrls.length === 0)).toBe(true);
  });

  it('shows the latest check per product and retailer in force during the period, worst position first', async () => {
    const [r0, r1, r2] = fixture.retailers.map((retailer) => retailer.id) as [number, number, number];
    const answer = await overview({});
    expect(answer.rawOutput.totalProducts).toBe(4);
    expect(resultsOf(answer)).toEqual({
      'Product 1': { [r0]: ['highly_similar', 88.4], [r1]: ['somewhat_similar', 88.33] },
      'Product 2': { [r1]: ['in_progress', null], [r2]: ['upgrade_to_check', null] },
      'Product 3': { [r0]: ['equal', 99] },
      'Product 5': { [r0]: ['error', null] },
    });
    expect(answer.rawOutput.retailers.map((retailer) => retailer.id).sort()).toEqual([r0, r1, r2].sort());
    expect(answer.rawOutput.retailers.map((retailer) => retailer.name)).toEqual([
      'Shop 1 DE',
      'Shop 2 DE',
      'Shop 3 GB',
    ]);
    const first = answer.rawOutput.products[0]!;
    expect(first).toMatchObject({ productDummyId: fixture.products[0]!.id, brand: 'Brand 1', ean: '4000000000000' });
    expect(first.results.find((result) => result.retailerId === r0)).toMatchObject({
      checkedOn: '2024-02-12T06:40:00Z',
      nextCheckOn: '2024-02-19T06:40:00Z',
    });
    expect(answer.settingsUsed).toEqual(FEBRUARY);
  });

  it('shows the score to system admins only', async () => {
    const answer = await overview({}, false);
    const results = answer.rawOutput.products.flatMap((product) => product.results);
    expect(results.map((result) => result.status)).toContain('highly_similar');
    expect(results.every((result) => result.score === null)).toBe(true);
  });

  it('narrows by the retailer and product filters and pages the products by name', async () => {
    const [, r1] = fixture.retailers.map((retailer) => retailer.id) as [number, number];
    const byRetailer = await overview({ filterRetailerIds: [r1] });
    expect(Object.keys(resultsOf(byRetailer))).toEqual(['Product 1', 'Product 2']);
    expect(
      byRetailer.rawOutput.products.every((product) => product.results.every((result) => result.retailerId === r1)),
    ).toBe(true);
    const byProduct = await overview({ filterProductIds: [fixture.products[1]!.id] });
    expect(Object.keys(resultsOf(byProduct))).toEqual(['Product 2']);
    const secondPage = await overview({ itemsPerPage: 2, page: 2 });
    expect(secondPage.rawOutput.products.map((product) => product.name)).toEqual(['Product 3', 'Product 5']);
    expect(secondPage.rawOutput.totalProducts).toBe(4);
  });

  it('reads only the checks in force: a one-day period, and nothing after the period', async () => {
    const [r0] = fixture.retailers.map((retailer) => retailer.id) as [number];
    const oneDay = await overview({ dateFrom: '2024-02-14', dateTo: '2024-02-14' });
    expect(resultsOf(oneDay)).toEqual({
      'Product 1': { [r0]: ['highly_similar', 88.4] },
      'Product 2': { [fixture.retailers[2]!.id]: ['upgrade_to_check', null] },
    });
    const before = await overview({ dateFrom: '2024-02-06', dateTo: '2024-02-06' });
    expect(resultsOf(before)['Product 1']).toEqual({ [r0]: ['equal', 97.5] });
  });

  async function direct(selection: Partial<FilterSelection>, access: number[] | null, retentionFrom = '2020-01-01') {
    const scope = await resolveScope(
      t.app.db,
      fixture.customerId,
      access ? { all: false, retailerIds: access } : { all: true },
      { ...emptySelection(), ...selection },
      { applyRetailerAssortment: false },
    );
    const context: EngineContext = {
      db: t.app.db,
      connection: t.app.analytics.connection,
      ...factsOnClickHouse(),
      customerId: fixture.customerId,
      scope,
      period: { ...FEBRUARY, compare: null },
      tagCategory: null,
    };
    return imageSimilarityAnswer(context, { isSystemAdmin: true, retentionFrom, page: 1, itemsPerPage: 50 });
  }

  it('keeps to the retailers the user may see, and an empty access list sees nothing', async () => {
    const [r0, r1] = fixture.retailers.map((retailer) => retailer.id) as [number, number];
    const restricted = await direct({ retailers: [r0, r1] }, [r1]);
    expect(restricted.rawOutput.retailers.map((retailer) => retailer.id)).toEqual([r1]);
    expect(Object.keys(resultsOf(restricted))).toEqual(['Product 1', 'Product 2']);
    const none = await direct({}, []);
    expect(none.rawOutput).toEqual({ retailers: [], products: [], totalProducts: 0 });
  });

  it('reads no check from before the retention window, and none of another tenant', async () => {
    const cut = await direct({}, null, '2024-02-01');
    expect(Object.keys(resultsOf(cut))).not.toContain('Product 3');
    const context: EngineContext = {
      db: t.app.db,
      connection: t.app.analytics.connection,
      ...factsOnClickHouse(),
      customerId: other.customerId,
      scope: openScope(),
      period: { ...FEBRUARY, compare: null },
      tagCategory: null,
    };
    const theirs = await imageSimilarityAnswer(context, {
      isSystemAdmin: true,
      retentionFrom: '2020-01-01',
      page: 1,
      itemsPerPage: 50,
    });
    expect(theirs.rawOutput.totalProducts).toBe(1);
    expect(theirs.rawOutput.retailers.map((retailer) => retailer.id)).toEqual([other.retailers[0]!.id]);
  });
});
