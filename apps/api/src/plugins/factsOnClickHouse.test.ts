import {
  datasetSchema,
  dimensionByCode,
  metricByCode,
  productDetailsAnswerSchema,
  type WidgetQueryDefinitionInput,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketFactRows, type MarketFixture, loadMarketFixture } from '../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../analytics/engine/testing/referenceEngine';
import { IN_PROCESS_FACTS } from '../config/config';
import { openAnalytics, openFactStore } from './analytics';
import { createMarketTestApp, type MarketTestApp } from '../test/marketTestApp';
import { apiCaller, bearer, createTestApp, type TestApp, tokenOf } from '../test/testApp';

/*
 * The same market answered by an app on DuckDB (FACTS_URL unset) and one on ClickHouse in process
 * (FACTS_URL=chdb:). The ClickHouse app's DuckDB loses the search results and category listings, and later its
 * daily facts, so what it answers from them can only come from ClickHouse. Product details still read the page
 * of each retailer (and its DCC score) from DuckDB, so its daily facts go only after that test.
 */

const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
let onDuckdb: MarketTestApp<readonly [string, string]>;
let onClickHouse: { t: TestApp; fixture: MarketFixture; acme: number };

beforeAll(async () => {
  onDuckdb = await createMarketTestApp([analyst, admin] as const);
  const t = await createTestApp({ env: { FACTS_URL: IN_PROCESS_FACTS } });
  try {
    await t.app.ready();
    const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
    const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
    const fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
    for (const { table, rows } of marketFactRows(fixture)) await t.app.facts.insert(table, rows);
    await t.app.analytics.connection.run('DELETE FROM fact_search_results; DELETE FROM fact_category_listings');
    onClickHouse = { t, fixture, acme };
  } catch (error) {
    // chdb allows one session per process: closing the app closes the store for the next file.
    await t.close();
    throw error;
  }
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
