import {
  type CalculatedMetricCalculation,
  type CalculatedMetricVersion,
  mappingResultSchema,
  productDetailsAnswerSchema,
  type WidgetDataAnswer,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDccDefinition } from '../analytics/engine/dccCriteria';
import { marketFactRows, type MarketFixture } from '../analytics/engine/testing/marketFixture';
import { plainDccScore } from '../analytics/engine/testing/plainDccScore';
import { referenceQuery } from '../analytics/engine/testing/referenceEngine';
import { randomUUID } from 'node:crypto';
import { storeLoadLog } from '../analytics/factLoads';
import { rowsOfColumns } from '../analytics/factStore/factStore';
import { PRODUCT_MAPPING_SOURCE } from '../analytics/retailerProductFacts';
import { rebuildMonthlyRollup } from '../analytics/monthlyRollup';
import { createMarketTestApp, type MarketTestApp } from '../test/marketTestApp';
import { apiCaller, type TestApp } from '../test/testApp';
import { type ClickHouseMarketApp, createClickHouseMarketApp } from '../test/clickhouseMarketApp';

/*
 * The DCC readers and the writers that change facts after a load, on an app with FACTS_URL=chdb: beside the same
 * market on DuckDB. The ClickHouse app's DuckDB loses its daily facts, search results and category listings
 * before the tests, so what the ClickHouse app answers from them, and what a remap moves, can only be ClickHouse's.
 */

const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const shopId = (retailerId: number, productId: number) => `R${retailerId}-P${productId}`;
let onDuckdb: MarketTestApp<readonly [string, string]>;
let onClickHouse: ClickHouseMarketApp;

/** Every retailer product of the fixture, so pages can be remapped. */
async function mapEveryPage(app: TestApp['app'], fixture: MarketFixture, customerId: number) {
  for (const retailer of fixture.retailers)
    for (const product of fixture.products)
      await app.db.execute(sql`
        INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
        VALUES (${customerId}, ${retailer.id}, ${product.id}, ${shopId(retailer.id, product.id)}, 'https://shop.test/p')`);
}

beforeAll(async () => {
  onDuckdb = await createMarketTestApp([analyst, admin] as const);
  await mapEveryPage(onDuckdb.t.app, onDuckdb.fixture, onDuckdb.acme);
  onClickHouse = await createClickHouseMarketApp(async ({ t, fixture, acme }) => {
    for (const { table, rows } of marketFactRows(fixture)) await t.app.facts.insert(table, rows);
    // The store's rollups, as a load leaves them.
    await rebuildMonthlyRollup(t.app.facts, acme);
    await t.app.analytics.connection.run(
      'DELETE FROM fact_daily; DELETE FROM fact_search_results; DELETE FROM fact_category_listings',
    );
    await mapEveryPage(t.app, fixture, acme);
  });
});
afterAll(async () => {
  await onClickHouse?.t.close();
  await onDuckdb?.t.close();
});

const onDuckdbCall = apiCaller(() => onDuckdb.t.app);
const onClickHouseCall = apiCaller(() => onClickHouse.t.app);

async function bothAnswers(user: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
  const [duckdb, clickhouse] = [
    await onDuckdbCall(user, method, path, body),
    await onClickHouseCall(user, method, path, body),
  ];
  expect(duckdb.statusCode, duckdb.body).toBe(200);
  expect(clickhouse.statusCode, clickhouse.body).toBe(200);
  return { duckdb: duckdb.json() as unknown, clickhouse: clickhouse.json() as unknown };
}

const newestDay = () => onClickHouse.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');
const calculatedMetric = 'calculated-metric';

describe('DCC on the ClickHouse store over HTTP', () => {
  it("answers each retailer's page of product details with its DCC score as DuckDB does, as the plain rules score it", async () => {
    const query = `dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`;
    const criteria = defaultDccDefinition();
    let scored = 0;
    for (const product of onClickHouse.fixture.products.slice(0, 3)) {
      const { duckdb, clickhouse } = await bothAnswers(analyst, 'GET', `products/get-details/${product.id}?${query}`);
      expect(clickhouse, `product ${product.id}`).toEqual(duckdb);
      for (const detail of productDetailsAnswerSchema.parse(clickhouse).rawOutput.retailerDetails) {
        const last = onClickHouse.fixture.daily
          .filter(
            (row) =>
              row.product_id === product.id &&
              row.retailer_id === detail.retailerId &&
              row.day >= FEBRUARY.dateFrom &&
              row.day <= FEBRUARY.dateTo,
          )
          .sort((a, b) => a.day.localeCompare(b.day))
          .at(-1);
        expect(detail.day).toBe(last?.day);
        if (!last?.listed) continue;
        expect(detail.dccScore, `product ${product.id} at ${detail.retailerId}`).toBe(plainDccScore(criteria, last));
        scored += 1;
      }
    }
    expect(scored).toBeGreaterThan(0);
  });

  it('calculates, compares and ranks the fixes of DCC versions as DuckDB does', async () => {
    const versions = (
      await onClickHouseCall(admin, 'GET', `${calculatedMetric}/DCC_SCORE/versions`)
    ).json() as CalculatedMetricVersion[];
    const active = versions.find((version) => version.isActiveVersion);
    const other = versions.find((version) => !version.isActiveVersion) ?? active;
    if (!active || !other) throw new Error('the demo customer has no DCC version');
    const calculation = await bothAnswers(
      admin,
      'POST',
      `${calculatedMetric}/calculate/DCC_SCORE/${active.versionNumber}`,
      {},
    );
    expect(calculation.clickhouse).toEqual(calculation.duckdb);
    const answer = calculation.clickhouse as CalculatedMetricCalculation;
    const pages = onClickHouse.fixture.daily.filter((row) => row.listed && row.day === newestDay());
    expect(answer.date).toBe(newestDay());
    expect(answer.pageCount).toBe(pages.length);
    expect(answer.pageCount).toBeGreaterThan(0);
    const comparison = await bothAnswers(admin, 'POST', `${calculatedMetric}/compare/DCC_SCORE`, {
      versionA: active.versionNumber,
      versionB: other.versionNumber,
    });
    expect(comparison.clickhouse).toEqual(comparison.duckdb);
    expect((comparison.clickhouse as { pageCount: number }).pageCount).toBe(pages.length);
    const retailer = onClickHouse.fixture.retailers[0]!;
    const fixes = await bothAnswers(admin, 'GET', `${calculatedMetric}/DCC_SCORE/fixes?retailerId=${retailer.id}`);
    expect(fixes.clickhouse).toEqual(fixes.duckdb);
    expect((fixes.clickhouse as { pageCount: number }).pageCount).toBe(
      pages.filter((row) => row.retailer_id === retailer.id).length,
    );
  });
});

describe('the record of loads on the ClickHouse store', () => {
  it("is read from ClickHouse, not DuckDB: data freshness and product details' newest day", async () => {
    const { t, acme, fixture } = onClickHouse;
    const productId = fixture.products[0]?.id ?? 0;
    const { connection } = t.app.analytics;
    // DuckDB's fact_loads tells another story: a load still running, and one finished earlier over older days.
    await connection.run(
      `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, finished_at) VALUES
         ('duckdb-only-ready', $1, 'ingest', DATE '2024-01-01', DATE '2024-01-10', 'ready', 1, TIMESTAMP '2024-01-11 06:00:00'),
         ('duckdb-only-running', $1, 'ingest', DATE '2024-01-01', DATE '2024-01-10', 'loading', 0, NULL)`,
      [acme],
    );
    const loads = storeLoadLog(t.app.facts);
    const load = {
      loadId: randomUUID(),
      customerId: acme,
      source: 'ingest',
      dayFrom: '2024-01-01',
      dayTo: newestDay(),
    };
    await loads.start(load);
    expect(await loads.latest(acme, 'ingest')).toMatchObject({ loadId: load.loadId, state: 'loading' });
    await loads.finish(load, { state: 'ready', dailyRows: fixture.daily.length });
    expect(await loads.latest(acme, 'ingest')).toMatchObject({
      state: 'ready',
      dailyRows: fixture.daily.length,
      dayFrom: load.dayFrom,
      dayTo: load.dayTo,
    });
    const recorded = async () =>
      rowsOfColumns(
        await t.app.facts.readColumns(
          `SELECT toInt64(toUnixTimestamp64Milli(max(finished_at))) AS finished, toString(max(day_to)) AS last_day
             FROM fact_loads FINAL WHERE customer_id = ${acme} AND state = 'ready'`,
          [],
        ),
      )[0];
    const inClickHouse = await recorded();

    const freshness = await onClickHouseCall(analyst, 'GET', 'data-freshness');
    expect(freshness.statusCode, freshness.body).toBe(200);
    expect(freshness.json()).toMatchObject({ lastUpdated: new Date(Number(inClickHouse?.finished)).toISOString() });
    const details = await onClickHouseCall(analyst, 'GET', `products/get-details/${productId}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(productDetailsAnswerSchema.parse(details.json()).rawOutput.dateTo).toBe(inClickHouse?.last_day);

    await connection.run("DELETE FROM fact_loads WHERE load_id LIKE 'duckdb-only-%'");
  });
});

describe('writers on the ClickHouse store over HTTP', () => {
  it("moves a remapped page's facts in ClickHouse, with the touched months' rollups", async () => {
    const { fixture, acme } = onClickHouse;
    const [, second, third] = fixture.products;
    const [retailer] = fixture.retailers;
    if (!second || !third || !retailer) throw new Error('the market fixture has too few products');
    const definition = { visualizationType: 'HORIZONTAL_BAR', metricId: 2, aggregationFunction: 'AVG', dimensionId: 6 };
    const barsOf = (answer: unknown) =>
      new Map(
        (answer as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>).rawOutput.bars.map((bar) => [
          bar.key.replace('product:', ''),
          bar.value,
        ]),
      );
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
    const before = await bothAnswers(analyst, 'POST', 'widget/get-data', { definition, ...FEBRUARY });
    expectBars(barsOf(before.clickhouse), fixture);

    // The third product's page at the retailer is really the second's: map it there, on both stores.
    for (const call of [onDuckdbCall, onClickHouseCall]) {
      const mapped = await call(admin, 'POST', `mappable-products/${second.id}/map`, {
        retailerId: retailer.id,
        shopProductId: shopId(retailer.id, third.id),
      });
      expect(mapped.statusCode, mapped.body).toBe(200);
      expect(mappingResultSchema.parse(mapped.json()).productId).toBe(second.id);
    }
    // The remap is recorded as a load where the facts are: in ClickHouse, not in the ClickHouse app's DuckDB.
    expect(await storeLoadLog(onClickHouse.t.app.facts).latest(acme, PRODUCT_MAPPING_SOURCE)).toMatchObject({
      state: 'ready',
    });
    const remapsInDuckdb = await onClickHouse.t.app.analytics.connection.runAndReadAll(
      'SELECT count(*)::INTEGER FROM fact_loads WHERE source = $1',
      [PRODUCT_MAPPING_SOURCE],
    );
    expect(remapsInDuckdb.getRows()[0]?.[0]).toBe(0);
    // Plainly: the second's own page there leaves it, the third's page there becomes the second's.
    const remapped = <Row extends { retailer_id: number; product_id: number }>(rows: Row[]) =>
      rows
        .filter((row) => !(row.retailer_id === retailer.id && row.product_id === second.id))
        .map((row) =>
          row.retailer_id === retailer.id && row.product_id === third.id ? { ...row, product_id: second.id } : row,
        );
    const market = {
      ...fixture,
      daily: remapped(fixture.daily),
      search: remapped(fixture.search),
      category: remapped(fixture.category),
    };
    const after = await bothAnswers(analyst, 'POST', 'widget/get-data', { definition, ...FEBRUARY });
    expect(after.clickhouse).toEqual(after.duckdb);
    expect(barsOf(after.clickhouse).get(String(second.id))).not.toBeCloseTo(
      barsOf(before.clickhouse).get(String(second.id)) ?? NaN,
      6,
    );
    expectBars(barsOf(after.clickhouse), market);

    // In ClickHouse itself: the pair's rows and its February rollup row are the third's page's.
    const stored = rowsOfColumns(
      await onClickHouse.t.app.facts.readColumns(
        `SELECT toInt32(count()) AS days, toInt32(countIf(day >= '2024-02-01' AND day <= '2024-02-29')) AS february
         FROM fact_daily WHERE customer_id = ${acme} AND retailer_id = ${retailer.id} AND product_id = ${second.id}`,
        [],
      ),
    )[0];
    const pagesOfThird = fixture.daily.filter((row) => row.retailer_id === retailer.id && row.product_id === third.id);
    expect(stored?.days).toBe(pagesOfThird.length);
    const [rollup] = rowsOfColumns(
      await onClickHouse.t.app.facts.readColumns(
        `SELECT days_observed FROM fact_daily_monthly WHERE customer_id = ${acme} AND retailer_id = ${retailer.id}
         AND product_id = ${second.id} AND month = '2024-02-01'`,
        [],
      ),
    );
    expect(rollup?.days_observed).toBe(stored?.february);
    expect(rollup?.days_observed).toBe(pagesOfThird.filter((row) => row.day.startsWith('2024-02')).length);
    const [left] = rowsOfColumns(
      await onClickHouse.t.app.facts.readColumns(
        `SELECT toInt32(count()) AS n FROM fact_daily_monthly
         WHERE customer_id = ${acme} AND retailer_id = ${retailer.id} AND product_id = ${third.id}`,
        [],
      ),
    );
    expect(left?.n).toBe(0);
  });
});
