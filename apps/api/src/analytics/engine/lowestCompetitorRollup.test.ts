import type { DuckDBValue } from '@duckdb/node-api';
import { aggregationFunctions, type PriceIndexReference } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { refreshRollupMonths } from '../ingest/rollupMonths';
import { moveRetailerProductFacts } from '../retailerProductFacts';
import { buildMetricSql } from './buildSql';
import { catalogueMapping } from './catalogueLookups';
import { dayRollupFor, factRead, factTablePlan } from './factTablePlan';
import { type GroupKey, type MetricQuery, openScope } from './queryTypes';
import { readRows } from './runMetricQuery';
import { type DailyFact, loadMarketFixture, type MarketFixture } from './testing/marketFixture';
import { referenceQuery } from './testing/referenceEngine';

// The day rollups keep the price index against the lowest competitor (every retailer of the day in view): read
// from them, it must give the numbers of the observations and of the plain computation, also after a load
// rebuilds the months it touched and after a mapping moves a retailer product's facts.
let t: TestApp;
let fixture: MarketFixture;
const lowest: PriceIndexReference = { kind: 'LOWEST_COMPETITOR' };

const ranges = [
  // Partial weeks on both ends (product-weeks with product-days around them).
  { from: '2024-01-24', to: '2024-03-05' },
  // Whole months (product-months).
  { from: '2024-02-01', to: '2024-03-31' },
  // Whole ISO weeks only, and the turn of 2020 with ISO week 53.
  { from: '2024-02-05', to: '2024-02-25' },
  { from: '2020-12-20', to: '2021-01-10' },
];
const splits: GroupKey[][] = [
  [],
  [{ dimension: 'RETAILER' }],
  [{ dimension: 'COUNTRY' }],
  [{ dimension: 'PRODUCT' }],
  [{ dimension: 'BRAND' }],
  [{ dimension: 'BRAND_TYPE' }],
  [{ dimension: 'TAG' }],
  [{ date: 'WEEK' }, { dimension: 'BRAND' }],
  [{ date: 'DAY' }, { dimension: 'BRAND' }],
];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  const other = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  // Another tenant's prices on the same days are never a competitor.
  await loadMarketFixture(t.app.db, t.app.analytics.connection, other, 99);
  await rebuildMonths(['2020-12-01', '2021-01-01', '2024-01-01', '2024-02-01', '2024-03-01']);
  // Two tenants' facts and their rollups: longer than the default hook time on a busy machine.
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** The rollup rebuild a load runs for the months it touched (the first one builds them all and marks them ready). */
async function rebuildMonths(months: string[]) {
  const connection = t.app.analytics.connection;
  const list = months.map((month) => `DATE '${month}'`).join(', ');
  await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT unnest([${list}]) AS month`);
  await refreshRollupMonths(connection, fixture.customerId);
}

async function metricQuery(aggregation: MetricQuery['aggregation'], groupBy: GroupKey[], from: string, to: string) {
  const query: MetricQuery = {
    customerId: fixture.customerId,
    metric: 'PRICE_INDEX',
    aggregation,
    groupBy,
    dateFrom: from,
    dateTo: to,
    scope: openScope(),
    mappings: {},
    priceIndexReference: lowest,
  };
  for (const key of groupBy)
    if ('dimension' in key)
      query.mappings[key.dimension] = await catalogueMapping(t.app.db, fixture.customerId, key.dimension, 'segment');
  return query;
}

/** Group key (keys, '|'-joined, as the reference engine writes them) → value, read from one table of the plan. */
async function readAs(query: MetricQuery, source: 'observations' | NonNullable<ReturnType<typeof dayRollupFor>>) {
  const built = buildMetricSql(query, factRead(query, source));
  const rows = await readRows(t.app.analytics.connection, built.sql, built.params as DuckDBValue[]);
  return new Map(
    rows.map((row) => [
      query.groupBy.map((_, index) => (row[`k${index}`] === null ? 'null' : String(row[`k${index}`]))).join('|'),
      row.value === null ? null : Number(row.value),
    ]),
  );
}

/** Every split, aggregation and range: the rollup the plan reads against the observations and the plain computation. */
async function expectRollupsAgree(market: MarketFixture) {
  const tables = new Set<string>();
  // Every aggregation where the rollup's extremes and counts differ most (overall, by retailer and brand), AVG elsewhere.
  const everyAggregation = (groupBy: GroupKey[]) =>
    groupBy.length === 1 && 'dimension' in groupBy[0]! && ['RETAILER', 'BRAND'].includes(groupBy[0].dimension);
  for (const { from, to } of ranges)
    for (const groupBy of splits)
      for (const aggregation of groupBy.length === 0 || everyAggregation(groupBy)
        ? aggregationFunctions
        : ['AVG' as const]) {
        const query = await metricQuery(aggregation, groupBy, from, to);
        const planned = factTablePlan(query).reads[0];
        const label = `${aggregation} ${from}…${to} ${JSON.stringify(groupBy)} from ${planned?.table}`;
        expect(planned?.kind, label).toBe('dayRollup');
        if (planned?.kind !== 'dayRollup') continue;
        tables.add(planned.table);
        const fromRollup = await readAs(query, planned.table);
        const fromObservations = await readAs(query, 'observations');
        const plain = referenceQuery(market, 'PRICE_INDEX', aggregation, groupBy, from, to, {}, lowest);
        expect([...fromRollup.keys()].sort(), label).toEqual([...plain.keys()].sort());
        expect([...fromObservations.keys()].sort(), label).toEqual([...plain.keys()].sort());
        for (const [key, value] of plain) {
          if (value === null) {
            expect(fromRollup.get(key) ?? null, `${label} ${key}`).toBeNull();
            continue;
          }
          expect(fromRollup.get(key), `${label} ${key}`).toBeCloseTo(value, 6);
          expect(fromObservations.get(key), `${label} ${key}`).toBeCloseTo(value, 6);
        }
      }
  return tables;
}

describe('the lowest-competitor price index in the day rollups', () => {
  it('is read from every day rollup a range and split can take, with the numbers of the observations', async () => {
    const tables = await expectRollupsAgree(fixture);
    expect([...tables].sort()).toEqual([
      'fact_product_daily',
      'fact_product_monthly',
      'fact_product_weekly',
      'fact_retailer_daily',
    ]);
  }, 180_000);

  it('is not read from the rollups when retailers, sellers or pairs narrow the view, or from the pair-weeks', async () => {
    const query = await metricQuery('AVG', [{ dimension: 'BRAND' }], '2024-01-24', '2024-03-05');
    expect(dayRollupFor(query)).toBe('fact_product_weekly');
    const retailerId = fixture.retailers[0]?.id ?? 0;
    const narrowed = [
      { retailerIds: [retailerId] },
      { sellerIds: [fixture.sellers[0]?.id ?? 0] },
      { pairKeys: [retailerId * 1e9 + (fixture.products[0]?.id ?? 0)] },
      { excludedPairKeys: [retailerId * 1e9 + (fixture.products[0]?.id ?? 0)] },
    ];
    for (const scope of narrowed) expect(dayRollupFor({ ...query, scope: { ...openScope(), ...scope } })).toBeNull();
    // Retailer × product by week would be pair-weeks, whose edge days come from the observations.
    const pairs = await metricQuery(
      'AVG',
      [{ dimension: 'RETAILER' }, { dimension: 'PRODUCT' }],
      '2024-02-05',
      '2024-02-25',
    );
    expect(dayRollupFor(pairs)).toBeNull();
    expect(dayRollupFor({ ...pairs, priceIndexReference: { kind: 'MARKET_AVERAGE' } })).toBe('fact_pair_weekly');
  });

  it('follows a load that makes one retailer the cheapest of a product for a month', async () => {
    const retailerId = fixture.retailers[0]?.id ?? 0;
    const productId = fixture.products[0]?.id ?? 0;
    const inFebruary = (row: DailyFact) =>
      row.customer_id === fixture.customerId &&
      row.retailer_id === retailerId &&
      row.product_id === productId &&
      row.day >= '2024-02-01' &&
      row.day <= '2024-02-29' &&
      row.selling_price !== null;
    expect(fixture.daily.filter(inFebruary).length).toBeGreaterThan(0);
    const connection = t.app.analytics.connection;
    const pair = `customer_id = $1 AND retailer_id = $2 AND product_id = $3
      AND day BETWEEN DATE '2024-02-01' AND DATE '2024-02-29' AND selling_price IS NOT NULL`;
    const ids = [fixture.customerId, retailerId, productId];
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE kept_prices AS SELECT day, selling_price FROM fact_daily WHERE ${pair}`,
      ids,
    );
    await connection.run(`UPDATE fact_daily SET selling_price = 0.5 WHERE ${pair}`, ids);
    try {
      await rebuildMonths(['2024-02-01']);
      const market = {
        ...fixture,
        daily: fixture.daily.map((row) => (inFebruary(row) ? { ...row, selling_price: 0.5 } : row)),
      };
      await expectRollupsAgree(market);
    } finally {
      // The month's own prices back, and the month rebuilt again.
      await connection.run(
        `UPDATE fact_daily f SET selling_price = k.selling_price FROM kept_prices k
         WHERE f.customer_id = $1 AND f.retailer_id = $2 AND f.product_id = $3 AND f.day = k.day`,
        ids,
      );
      await rebuildMonths(['2024-02-01']);
    }
    await expectRollupsAgree(fixture);
  }, 360_000);

  it("follows a mapping that moves a retailer product's facts to another product, and back", async () => {
    const [, second, third] = fixture.products;
    const retailerId = fixture.retailers[1]?.id ?? 0;
    const connection = await t.app.analytics.connect();
    try {
      await moveRetailerProductFacts(connection, fixture.customerId, [
        { retailerId, from: { kind: 'product', productId: second!.id }, to: { kind: 'parked', unmappedId: 78 } },
        { retailerId, from: { kind: 'product', productId: third!.id }, to: { kind: 'product', productId: second!.id } },
      ]);
      const daily = fixture.daily
        .filter((row) => !(row.retailer_id === retailerId && row.product_id === second!.id))
        .map((row) =>
          row.retailer_id === retailerId && row.product_id === third!.id ? { ...row, product_id: second!.id } : row,
        );
      await expectRollupsAgree({ ...fixture, daily });
    } finally {
      await moveRetailerProductFacts(connection, fixture.customerId, [
        { retailerId, from: { kind: 'product', productId: second!.id }, to: { kind: 'product', productId: third!.id } },
        { retailerId, from: { kind: 'parked', unmappedId: 78 }, to: { kind: 'product', productId: second!.id } },
      ]);
      connection.closeSync();
    }
    await expectRollupsAgree(fixture);
  }, 360_000);
});
