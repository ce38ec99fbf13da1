import {
  datasetSchema,
  dimensionByCode,
  metricByCode,
  productDetailsAnswerSchema,
  productDetailsLimits,
  type WidgetDataAnswer,
  type WidgetQueryDefinitionInput,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketFactRows } from '../analytics/engine/testing/marketFixture';
import { PAGE_CHANGE_DAY, pageFactRows } from '../analytics/engine/testing/pageFixture';
import { referenceQuery } from '../analytics/engine/testing/referenceEngine';
import type { FactRow } from '../analytics/factWriter';
import { referenceImageChecks, referenceImages, referenceImageSets } from '../db/schema';
import { openAnalytics, openFactStore } from './analytics';
import { createMarketTestApp, type MarketTestApp } from '../test/marketTestApp';
import { apiCaller, bearer, type TestApp, tokenOf } from '../test/testApp';
import { type ClickHouseMarketApp, createClickHouseMarketApp } from '../test/clickhouseMarketApp';

/*
 * The same market answered by an app on DuckDB (FACTS_URL unset) and one on ClickHouse in process
 * (FACTS_URL=chdb:). The ClickHouse app's DuckDB loses the search results and category listings, and later its
 * daily facts, so what it answers from them can only come from ClickHouse; the product pages' detail tables
 * (pageFixture) are written to the fact store of each app, so the ClickHouse app's DuckDB never has them. The DCC
 * readers and the writers after a load are tested in factsOnClickHouseWriters.test.ts.
 */

const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
let onDuckdb: MarketTestApp<readonly [string, string]>;
let onClickHouse: ClickHouseMarketApp;

beforeAll(async () => {
  onDuckdb = await createMarketTestApp([analyst, admin] as const);
  for (const { table, rows } of pageFactRows(onDuckdb.fixture)) await onDuckdb.t.app.facts.insert(table, rows);
  onClickHouse = await createClickHouseMarketApp(async ({ t, fixture }) => {
    for (const { table, rows } of [...marketFactRows(fixture), ...pageFactRows(fixture)])
      await t.app.facts.insert(table, rows);
    await t.app.analytics.connection.run('DELETE FROM fact_search_results; DELETE FROM fact_category_listings');
  });
});
afterAll(async () => {
  await onClickHouse?.t.close();
  await onDuckdb?.t.close();
});

const onDuckdbCall = apiCaller(() => onDuckdb.t.app);
const onClickHouseCall = apiCaller(() => onClickHouse.t.app);

async function bothAnswers(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
  const [duckdb, clickhouse] = [
    await onDuckdbCall(analyst, method, path, body),
    await onClickHouseCall(analyst, method, path, body),
  ];
  expect(duckdb.statusCode, duckdb.body).toBe(200);
  expect(clickhouse.statusCode, clickhouse.body).toBe(200);
  return { duckdb: duckdb.json() as unknown, clickhouse: clickhouse.json() as unknown };
}

/** A stored check of a reference image (first position) per pair, as the similarity job leaves it. */
async function storeChecks(
  db: TestApp['app']['db'],
  customerId: number,
  checks: { retailer: number; product: number; status: string; score: number | null }[],
) {
  const [set] = await db
    .insert(referenceImageSets)
    .values({ customerId, name: 'Default', isDefault: true })
    .returning({ id: referenceImageSets.id });
  for (const check of checks) {
    const [image] = await db
      .insert(referenceImages)
      .values({
        customerId,
        productId: check.product,
        setId: set!.id,
        imageSequence: 1,
        filename: 'reference.png',
        fileKey: `reference/${check.product}-${check.retailer}.png`,
        contentType: 'image/png',
        width: 100,
        height: 100,
        byteSize: 1000,
      })
      .returning({ id: referenceImages.id });
    const checked = check.score === null ? null : new Date('2026-11-20T10:00:30Z');
    await db.insert(referenceImageChecks).values({
      customerId,
      referenceImageId: image!.id,
      retailerId: check.retailer,
      status: check.status,
      score: check.score,
      checkedOn: checked,
      nextCheckOn: checked && new Date(checked.getTime() + 7 * 86_400_000),
    });
  }
}

const kpiValue = (answer: unknown) => (answer as { rawOutput: { value: number } }).rawOutput.value;

describe('FACTS_URL', () => {
  it('opens the ClickHouse store for the app, and DuckDB without it', () => {
    expect(onClickHouse.t.app.facts.dialect.engine).toBe('clickhouse');
    expect(onDuckdb.t.app.facts.dialect.engine).toBe('duckdb');
  });

  it('stops the start naming FACTS_URL when the ClickHouse server does not answer, without its password', async () => {
    const analytics = await openAnalytics(':memory:');
    try {
      const opening = openFactStore(analytics, 'clickhouse://reader:s3cret@127.0.0.1:1/market');
      await expect(opening).rejects.toThrow(/^FACTS_URL: the ClickHouse fact store at 127\.0\.0\.1:1 did not open/);
      await expect(opening).rejects.not.toThrow(/s3cret/);
    } finally {
      analytics.close();
    }
  });
});

describe('answers from the ClickHouse store over HTTP', () => {
  it("answers a product's details, its search results and category listings read from ClickHouse", async () => {
    const productId = onClickHouse.fixture.products[0]?.id ?? 0;
    const query = `dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`;
    const { duckdb, clickhouse } = await bothAnswers('GET', `products/get-details/${productId}?${query}`);
    const details = productDetailsAnswerSchema.parse(clickhouse).rawOutput;
    expect(clickhouse).toEqual(duckdb);
    const searched = onClickHouse.fixture.search.filter(
      (row) => row.product_id === productId && row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo,
    );
    expect(searched.length).toBeGreaterThan(0);
    expect(details.searchResults.length).toBeGreaterThan(0);
  });

  it("answers product details' offers, promotions, reviews, content and image check as DuckDB does", async () => {
    const pages = pageFactRows(onClickHouse.fixture);
    // The ClickHouse app's DuckDB has none of these rows: what the answers show of them comes from ClickHouse.
    const { connection } = onClickHouse.t.app.analytics;
    for (const { table } of pages) {
      const counted = await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${table}`);
      expect(counted.getRowObjects()[0]?.n, table).toBe(0);
    }
    const rowsOf = (table: string) => pages.find((entry) => entry.table === table)?.rows ?? [];
    const dayOf = (row: FactRow) => new Date(Number(row.day) * 86_400_000).toISOString().slice(0, 10);
    const query = `dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`;
    for (const product of onClickHouse.fixture.products.slice(0, 3)) {
      const { duckdb, clickhouse } = await bothAnswers('GET', `products/get-details/${product.id}?${query}`);
      expect(clickhouse, `product ${product.id}`).toEqual(duckdb);
      const { retailerDetails } = productDetailsAnswerSchema.parse(clickhouse).rawOutput;
      expect(retailerDetails.length, `product ${product.id}`).toBeGreaterThan(0);
      for (const detail of retailerDetails) {
        const ofPage = (table: string, on: (day: string) => boolean) =>
          rowsOf(table).filter(
            (row) => row.retailer_id === detail.retailerId && row.product_id === product.id && on(dayOf(row)),
          );
        const label = `product ${product.id} at retailer ${detail.retailerId} on ${detail.day}`;
        expect(detail.offerList.length, label).toBe(ofPage('fact_offers', (day) => day === detail.day).length);
        expect(detail.promotionDetails.length, label).toBe(
          ofPage('fact_promotions', (day) => day === detail.day).length,
        );
        const reviews = ofPage('fact_reviews', (day) => day <= detail.day);
        expect(detail.reviewList.length, label).toBe(Math.min(reviews.length, productDetailsLimits.reviewListMax));
        expect(detail.reviewList.length, label).toBeGreaterThan(0);
        // Pages of the period's last days show the content that changed mid-February.
        const edition = detail.day >= PAGE_CHANGE_DAY ? 'new' : 'old';
        expect(detail.productTitle, label).toBe(`Product ${onClickHouse.fixture.products.indexOf(product)} ${edition}`);
        expect(
          detail.assetList.map((asset) => asset.src.split('/').at(-1)),
          label,
        ).toEqual([1, 2, 3].map((position) => `${edition}-${position}.jpg`));
        expect(detail.bulletpointDetails, label).toEqual(['Point 1', 'Point 2']);
        expect(
          detail.breadcrumbs.map((crumb) => crumb.label),
          label,
        ).toEqual(['Home', `Snacks ${edition}`]);
        const lastCheck = ofPage('fact_image_similarity', (day) => day <= detail.day)
          .filter((row) => row.position === 1)
          .sort((a, b) => Number(b.day) - Number(a.day))[0];
        expect(detail.referenceImageResult, label).toBe(lastCheck?.status ?? null);
      }
    }
  });

  it('answers the image similarity overview as DuckDB does, each badge the worst position of the last check', async () => {
    const definition: WidgetQueryDefinitionInput = { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW', dimensionId: 1 };
    const { duckdb, clickhouse } = await bothAnswers('POST', 'widget/get-data', { definition, ...FEBRUARY });
    expect(clickhouse).toEqual(duckdb);
    const { products } = (clickhouse as Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>)
      .rawOutput;
    const rank = [
      'equal',
      'highly_similar',
      'somewhat_similar',
      'different',
      'error',
      'upgrade_to_check',
      'in_progress',
    ];
    const checks = pageFactRows(onClickHouse.fixture).find((entry) => entry.table === 'fact_image_similarity');
    const expected = new Map<string, string>();
    const lastDay = new Map<string, number>();
    for (const row of checks?.rows ?? []) {
      const pair = `${row.product_id}/${row.retailer_id}`;
      lastDay.set(pair, Math.max(lastDay.get(pair) ?? 0, Number(row.day)));
    }
    for (const row of checks?.rows ?? []) {
      const pair = `${row.product_id}/${row.retailer_id}`;
      if (Number(row.day) !== lastDay.get(pair)) continue;
      const worst = expected.get(pair);
      if (worst === undefined || rank.indexOf(String(row.status)) > rank.indexOf(worst))
        expected.set(pair, String(row.status));
    }
    const got = new Map(
      products.flatMap((product) =>
        product.results.map((result) => [`${product.productDummyId}/${result.retailerId}`, result.status] as const),
      ),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(got).toEqual(expected);
  });

  it("shows the customer's stored checks in place of the facts' on both stores, in the overview and the details", async () => {
    const { fixture } = onClickHouse;
    const stored = [
      { retailer: fixture.retailers[0]!.id, product: fixture.products[0]!.id, status: 'different', score: 41.5 },
      { retailer: fixture.retailers[1]!.id, product: fixture.products[2]!.id, status: 'in_progress', score: null },
    ];
    for (const { app } of [onDuckdb.t, onClickHouse.t]) await storeChecks(app.db, onClickHouse.acme, stored);
    const definition: WidgetQueryDefinitionInput = { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW', dimensionId: 1 };
    const overview = await bothAnswers('POST', 'widget/get-data', { definition, ...FEBRUARY });
    expect(overview.clickhouse).toEqual(overview.duckdb);
    const { products } = (
      overview.clickhouse as Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>
    ).rawOutput;
    const query = `dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`;
    for (const check of stored) {
      const shown = products.find((product) => product.productDummyId === check.product);
      expect(shown?.results.find((result) => result.retailerId === check.retailer)?.status).toBe(check.status);
      const details = await bothAnswers('GET', `products/get-details/${check.product}?${query}`);
      expect(details.clickhouse).toEqual(details.duckdb);
      const { retailerDetails } = productDetailsAnswerSchema.parse(details.clickhouse).rawOutput;
      const detail = retailerDetails.find((retailer) => retailer.retailerId === check.retailer);
      expect(detail?.referenceImageResult).toBe(check.status);
    }
  });

  it('answers a KPI of search ranks as DuckDB does, equal to the plain computation', async () => {
    const definition: WidgetQueryDefinitionInput = {
      visualizationType: 'KPI',
      metricId: metricByCode('SEARCH_RANK')?.id ?? 0,
      aggregationFunction: 'AVG',
    };
    const { duckdb, clickhouse } = await bothAnswers('POST', 'widget/get-data', { definition, ...FEBRUARY });
    expect(clickhouse).toEqual(duckdb);
    const expected = referenceQuery(onClickHouse.fixture, 'SEARCH_RANK', 'AVG', [], FEBRUARY.dateFrom, FEBRUARY.dateTo);
    expect(kpiValue(clickhouse)).toBeCloseTo(expected.get('') ?? NaN, 6);
  });

  it('answers a bar chart of daily facts by retailer as DuckDB does, once DuckDB has none', async () => {
    await onClickHouse.t.app.analytics.connection.run('DELETE FROM fact_daily');
    const definition: WidgetQueryDefinitionInput = {
      visualizationType: 'HORIZONTAL_BAR',
      metricId: 2,
      aggregationFunction: 'AVG',
      dimensionId: 1,
    };
    const { duckdb, clickhouse } = await bothAnswers('POST', 'widget/get-data', { definition, ...FEBRUARY });
    expect(clickhouse).toEqual(duckdb);
    const kpi = { ...definition, visualizationType: 'KPI', dimensionId: null };
    const total = await bothAnswers('POST', 'widget/get-data', { definition: kpi, ...FEBRUARY });
    const expected = referenceQuery(
      onClickHouse.fixture,
      'AVAILABILITY',
      'AVG',
      [],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    expect(kpiValue(total.clickhouse)).toBeCloseTo(expected.get('') ?? NaN, 6);
  });

  it('builds a metrics dataset with the same rows as DuckDB', async () => {
    const input = {
      subject: 'Prices and availability',
      metricIds: [metricByCode('PRICE_SELL')?.id ?? 0, metricByCode('AVAILABILITY')?.id ?? 0],
      dimensionIds: [dimensionByCode('RETAILER')?.id ?? 0],
      dateGrouping: 'WEEK',
      fromDate: FEBRUARY.dateFrom,
      toDate: FEBRUARY.dateTo,
      filterSet: {},
      recipientIds: [],
    };
    const tables = [];
    for (const call of [onDuckdbCall, onClickHouseCall]) {
      const made = await call(admin, 'POST', 'dataset/create', input);
      expect(made.statusCode, made.body).toBe(201);
      const { id, status } = datasetSchema.parse(made.json());
      expect(status).toBe('D');
      const file = await call(admin, 'GET', `dataset/${id}/download`);
      expect(file.statusCode).toBe(200);
      tables.push(file.body.split('\n\n')[1] ?? '');
    }
    const [duckdb, clickhouse] = tables;
    expect(clickhouse).toBe(duckdb);
    const lines = (clickhouse ?? '').trim().split('\n');
    expect(lines[0]).toBe('Date,Retailer,Retailer id,Currency,Selling price,Availability');
    // A row per week and retailer (and currency) the plain computation has values for.
    const expected = referenceQuery(
      onClickHouse.fixture,
      'AVAILABILITY',
      'AVG',
      [{ date: 'WEEK' }, { dimension: 'RETAILER' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(lines.length - 1).toBeGreaterThanOrEqual(expected.size);
  });

  it("answers the customer's data freshness as DuckDB does", async () => {
    const { duckdb, clickhouse } = await bothAnswers('GET', 'data-freshness');
    expect(clickhouse).toEqual(duckdb);
    const { retailers } = clickhouse as { retailers: { id: number; pdpCount: number }[] };
    // Per retailer: the product pages listed on its latest day.
    const latest = new Map<number, string>();
    for (const row of onClickHouse.fixture.daily)
      if (row.day > (latest.get(row.retailer_id) ?? '')) latest.set(row.retailer_id, row.day);
    const listed = (retailerId: number) =>
      onClickHouse.fixture.daily.filter(
        (row) => row.retailer_id === retailerId && row.day === latest.get(retailerId) && row.listed,
      ).length;
    expect(retailers.map((retailer) => retailer.id).sort()).toEqual([...latest.keys()].sort());
    for (const retailer of retailers) expect(retailer.pdpCount, `retailer ${retailer.id}`).toBe(listed(retailer.id));
  });

  it('stores an uploaded file in ClickHouse, where the widgets read its values', async () => {
    const { t, fixture, acme } = onClickHouse;
    const retailer = fixture.retailers[0];
    const [first, second] = fixture.products;
    if (!retailer || !first || !second) throw new Error('the market fixture has no retailer or products');
    // A day after the fixture's, so its values are the file's alone.
    const day = '2024-06-03';
    const prices = [10.5, 12.25];
    const file = [
      'day,retailerId,productId,listed,inStock,sellingPrice,currency',
      `${day},${retailer.id},${first.id},true,true,${prices[0]},${retailer.currency}`,
      `${day},${retailer.id},${second.id},true,false,${prices[1]},${retailer.currency}`,
    ].join('\n');
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${acme}/ingest?wait=true`,
      headers: { ...bearer(await tokenOf(t.app, admin)), 'content-type': 'text/csv' },
      payload: file,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ state: 'done', rowsStored: 2 });
    const inDuckdb = await t.app.analytics.connection.runAndReadAll(
      'SELECT count(*)::INTEGER FROM fact_daily WHERE day = $1::DATE',
      [day],
    );
    expect(inDuckdb.getRows()[0]?.[0]).toBe(0);
    const definition: WidgetQueryDefinitionInput = {
      visualizationType: 'KPI',
      metricId: metricByCode('PRICE_SELL')?.id ?? 0,
      aggregationFunction: 'AVG',
    };
    const answer = await onClickHouseCall(analyst, 'POST', 'widget/get-data', {
      definition,
      dateFrom: day,
      dateTo: day,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(kpiValue(answer.json())).toBeCloseTo(((prices[0] ?? 0) + (prices[1] ?? 0)) / 2, 6);
  });

  it('reports both stores in the health check', async () => {
    const health = await onClickHouse.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    expect(health.json()).toMatchObject({ analytics: { status: 'ok', driver: 'duckdb+clickhouse' } });
  });
});
