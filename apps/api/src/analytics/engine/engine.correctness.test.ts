import { aggregationFunctions, type AggregationFunction, dateGroupings, type MetricCode, metricByCode, metricCodes } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { refreshRollupMonths } from '../ingest/rollupMonths';
import { buildMetricSql } from './buildSql';
import { catalogueMapping } from './catalogueLookups';
import { type EngineContext, queryMetric } from './engineContext';
import { metricSql } from './metricSql';
import { type GroupKey, type MetricRow, openScope } from './queryTypes';
import { emptySelection, type FilterSelection, resolveScope } from './resolveScope';
import { DAY_ROLLUPS_READY, dayRollupMetrics, pairRollupMetrics, wholeWeeksOf } from './dayRollups';
import { dayRollupFor, readRows, rollupApplies, runMetricQuery } from './runMetricQuery';
import { loadMarketFixture, type MarketFixture } from './testing/marketFixture';
import { type ReferenceFilter, referenceQuery } from './testing/referenceEngine';

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
  const other = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  // Another tenant's facts on the same days must never show up.
  await loadMarketFixture(t.app.db, t.app.analytics.connection, other, 99);
  context = { db: t.app.db, connection: t.app.analytics.connection, customerId: acme, scope: openScope(), period: { dateFrom: FROM, dateTo: TO, compare: null }, tagCategory: 'segment' };
});
afterAll(async () => {
  await t.close();
});

const keyOf = (row: MetricRow) => [...row.keys.map((key) => (key === null ? 'null' : key)), ...(row.currency ? [row.currency] : [])].join('|');

async function expectSame(metric: MetricCode, aggregation: AggregationFunction, groupBy: GroupKey[], options: { from?: string; to?: string; filter?: ReferenceFilter; ctx?: EngineContext } = {}) {
  const from = options.from ?? FROM;
  const to = options.to ?? TO;
  const definition = metricByCode(metric);
  if (!definition) throw new Error(metric);
  const rows = await queryMetric(options.ctx ?? context, definition, aggregation, groupBy, { dateFrom: from, dateTo: to });
  const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
  const expected = referenceQuery(fixture, metric, metricSql[metric].level === 'weighted' || metricSql[metric].level === 'keywordDay' ? 'AVG' : aggregation, groupBy, from, to, options.filter);
  expect([...actual.keys()].sort(), `${metric} ${aggregation} groups`).toEqual([...expected.keys()].sort());
  for (const [key, value] of expected) {
    const got = actual.get(key) ?? null;
    if (value === null) expect(got, `${metric} ${aggregation} ${key}`).toBeNull();
    else expect(got, `${metric} ${aggregation} ${key}`).toBeCloseTo(value, 6);
  }
  return actual;
}

describe('every metric × aggregation against the plain computation', () => {
  for (const metric of metricCodes) {
    it(`${metric}: all aggregations, overall and by retailer`, async () => {
      for (const aggregation of aggregationFunctions) {
        await expectSame(metric, aggregation, []);
        await expectSame(metric, aggregation, [{ dimension: 'RETAILER' }]);
      }
    });
  }
});

describe('every grouping', () => {
  const daily: MetricCode[] = ['AVAILABILITY', 'PRICE_SELL', 'DAYS_OUT_OF_STOCK', 'REVIEW_COUNT', 'REVIEW_SCORE', 'PRICE_INDEX'];
  for (const dimension of ['BRAND', 'BRAND_TYPE', 'COUNTRY', 'SELLER', 'PRODUCT', 'TAG'] as const) {
    it(`by ${dimension}`, async () => {
      for (const metric of daily) await expectSame(metric, 'AVG', [{ dimension }]);
      await expectSame('MAP_VIOLATIONS', 'SUM', [{ dimension }]);
    });
  }
  it('by search keyword and category listing', async () => {
    for (const aggregation of aggregationFunctions) await expectSame('SEARCH_RANK', aggregation, [{ dimension: 'SEARCH_KEYWORD' }]);
    await expectSame('SHARE_OF_SEARCH', 'AVG', [{ dimension: 'SEARCH_KEYWORD' }, { dimension: 'BRAND' }]);
    await expectSame('CATEGORY_RANK', 'MIN', [{ dimension: 'CATEGORY_LISTING' }]);
  });
  for (const grouping of dateGroupings) {
    it(`by date ${grouping}, alone and with a dimension`, async () => {
      for (const aggregation of aggregationFunctions) await expectSame('AVAILABILITY', aggregation, [{ date: grouping }]);
      await expectSame('DAYS_OUT_OF_STOCK', 'SUM', [{ date: grouping }, { dimension: 'RETAILER' }]);
      await expectSame('PRICE_SELL', 'MAX', [{ date: grouping }, { dimension: 'BRAND' }]);
      await expectSame('SHARE_OF_SEARCH', 'AVG', [{ date: grouping }]);
    });
  }
});

describe('catalogue mappings joined from temporary tables', () => {
  const mappingTables = async () =>
    (await readRows(t.app.analytics.connection, `SELECT table_name FROM duckdb_tables() WHERE temporary AND table_name LIKE 'engine_mapping_%'`, [])).map((row) => String(row.table_name));

  it('give the numbers of the plain computation, and of the lists when a table is gone', async () => {
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }]);
    const tables = await mappingTables();
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) await t.app.analytics.connection.run(`DROP TABLE ${table}`);
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }]);
  });

  it('follow a changed mapping of the same split at once', async () => {
    const ids = fixture.products.map((product) => product.id);
    const query = (keys: number[]) => ({
      customerId: fixture.customerId, metric: 'AVAILABILITY' as const, aggregation: 'COUNT' as const, groupBy: [{ dimension: 'BRAND' as const }], dateFrom: FROM, dateTo: TO,
      scope: { ...openScope(), retailerIds: fixture.retailers.map((retailer) => retailer.id) }, mappings: { BRAND: { on: 'product_id' as const, ids, keys } },
    });
    const first = await runMetricQuery(t.app.analytics.connection, query(ids.map((_, index) => index % 2)));
    expect(first.map((row) => row.keys[0]).sort()).toEqual([0, 1]);
    const second = await runMetricQuery(t.app.analytics.connection, query(ids.map(() => 7)));
    expect(second.map((row) => row.keys[0])).toEqual([7]);
    expect(second[0]?.count).toBe(first.reduce((sum, row) => sum + row.count, 0));
  });
});

describe('calendar edges', () => {
  it('puts 1–3 January 2021 into ISO week 53 of 2020, starting Monday 28 December', async () => {
    const rows = await expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'WEEK' }], { from: '2020-12-20', to: '2021-01-11' });
    expect([...rows.keys()].sort()).toEqual(['2020-12-14', '2020-12-21', '2020-12-28', '2021-01-04', '2021-01-11']);
    // 18 product × retailer pairs a day, 7 days in week 53.
    expect(rows.get('2020-12-28')).toBe(7 * 18);
  });
  it('counts the leap day into February and splits month ends', async () => {
    const rows = await expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'MONTHNUM' }], { from: '2024-01-31', to: '2024-03-01' });
    expect(Object.fromEntries(rows)).toEqual({ '2024-01-01': 18, '2024-02-01': 29 * 18, '2024-03-01': 18 });
    const days = await expectSame('AVAILABILITY', 'AVG', [{ date: 'DAY' }], { from: '2024-02-28', to: '2024-03-01' });
    expect([...days.keys()].sort()).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
  it('splits years across the turn of 2020', async () => {
    const rows = await expectSame('PRICE_SELL', 'AVG', [{ date: 'YEAR' }], { from: '2020-12-20', to: '2021-01-11' });
    expect([...rows.keys()].sort()).toEqual(['2020-01-01|EUR', '2020-01-01|GBP', '2021-01-01|EUR', '2021-01-01|GBP']);
  });
});

describe('every filter kind, resolved in PostgreSQL and applied to the facts', () => {
  const scoped = async (selection: Partial<FilterSelection>, options: { assortment?: boolean; access?: number[] } = {}) => ({
    ...context,
    scope: await resolveScope(t.app.db, fixture.customerId, options.access ? { all: false, retailerIds: options.access } : { all: true }, { ...emptySelection(), ...selection }, { applyRetailerAssortment: options.assortment ?? false }),
  });
  const productsWhere = (test: (product: MarketFixture['products'][number]) => boolean) => fixture.products.filter(test).map((product) => product.id);

  it('retailers, countries and the user’s retailer access', async () => {
    const [first, second, third] = fixture.retailers;
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'PRODUCT' }], { ctx: await scoped({ retailers: [first?.id ?? 0] }), filter: { retailerIds: [first?.id ?? 0] } });
    await expectSame('PRICE_SELL', 'AVG', [], { ctx: await scoped({ countries: [third?.countryId ?? 0] }), filter: { retailerIds: [third?.id ?? 0] } });
    // The price index's reference is the average over the retailers in view: two of them here, not the rollups' all.
    const two = [first?.id ?? 0, second?.id ?? 0];
    await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], { ctx: await scoped({ retailers: two }), filter: { retailerIds: two } });
    const access = [second?.id ?? 0];
    await expectSame('AVAILABILITY', 'SUM', [{ dimension: 'RETAILER' }], { ctx: await scoped({ retailers: [first?.id ?? 0, second?.id ?? 0] }, { access }), filter: { retailerIds: access } });
  });
  it('brands, brand types, tags and products', async () => {
    const brand = fixture.brands[1]?.id ?? 0;
    await expectSame('REVIEW_COUNT', 'SUM', [{ dimension: 'RETAILER' }], { ctx: await scoped({ brands: [brand] }), filter: { productIds: productsWhere((p) => p.brandId === brand) } });
    const type = fixture.brandTypeIds[0] ?? 0;
    const typed = fixture.brands.filter((b) => b.brandTypeId === type).map((b) => b.id);
    await expectSame('DCC_SCORE', 'AVG', [{ dimension: 'BRAND' }], { ctx: await scoped({ brandTypes: [type] }), filter: { productIds: productsWhere((p) => typed.includes(p.brandId ?? -1)) } });
    const tags = fixture.tags.map((tag) => tag.id);
    const tagged = [...new Set(fixture.tags.flatMap((tag) => tag.productIds))];
    await expectSame('DAYS_OUT_OF_STOCK', 'MAX', [{ dimension: 'TAG' }], { ctx: await scoped({ tags }), filter: { productIds: tagged } });
    const products = [fixture.products[0]?.id ?? 0, fixture.products[5]?.id ?? 0];
    await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], { ctx: await scoped({ products }), filter: { productIds: products } });
  });
  it('sellers, search keywords, category pages and the agreed assortment', async () => {
    const sellers = [fixture.sellers[1]?.id ?? 0, fixture.sellers[2]?.id ?? 0];
    await expectSame('BUY_BOX_OWNERSHIP', 'AVG', [{ dimension: 'SELLER' }], { ctx: await scoped({ sellers }), filter: { sellerIds: sellers } });
    const keywords = [fixture.keywords[0]?.id ?? 0];
    await expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'PRODUCT' }], { ctx: await scoped({ searchKeywords: keywords }), filter: { entityIds: keywords } });
    const pages = [fixture.categories[0]?.id ?? 0];
    await expectSame('CATEGORY_RANK', 'COUNT', [], { ctx: await scoped({ searchCategories: pages }), filter: { entityIds: pages } });
    await expectSame('PRODUCT_COVERAGE', 'AVG', [{ dimension: 'RETAILER' }], { ctx: await scoped({}, { assortment: true }), filter: { pairs: fixture.assortment } });
  });
});

describe('empty sets', () => {
  it('answers nothing for a user with access to no retailer, and splits by an unknown tag category into nothing', async () => {
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const none = { ...context, scope: await resolveScope(t.app.db, fixture.customerId, { all: false, retailerIds: [] }, emptySelection(), { applyRetailerAssortment: false }) };
    expect(await queryMetric(none, definition, 'AVG', [{ dimension: 'RETAILER' }])).toEqual([]);
    expect(await queryMetric({ ...context, tagCategory: 'no such category' }, definition, 'AVG', [{ dimension: 'TAG' }])).toEqual([]);
  });
});

describe('the monthly rollup', () => {
  const whole = { dateFrom: '2024-02-01', dateTo: '2024-03-31' };
  const query = (metric: MetricCode, aggregation: AggregationFunction, groupBy: GroupKey[]) => ({ customerId: fixture.customerId, metric, aggregation, groupBy, ...whole, scope: openScope(), mappings: {} });

  it('is read only for whole months, without day or week buckets and sellers', () => {
    expect(rollupApplies(query('AVAILABILITY', 'AVG', [{ date: 'MONTHNUM' }]))).toBe(true);
    expect(rollupApplies({ ...query('AVAILABILITY', 'AVG', []), dateTo: '2024-03-30' })).toBe(false);
    expect(rollupApplies(query('AVAILABILITY', 'AVG', [{ date: 'WEEK' }]))).toBe(false);
    expect(rollupApplies(query('AVAILABILITY', 'MIN', []))).toBe(false);
    expect(rollupApplies(query('PRICE_SELL', 'AVG', [{ dimension: 'SELLER' }]))).toBe(false);
    expect(rollupApplies(query('SEARCH_RANK', 'AVG', []))).toBe(false);
  });

  it('gives the numbers of the plain computation for every metric and aggregation it serves', async () => {
    await t.app.analytics.connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`, [fixture.customerId]);
    await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
    for (const metric of metricCodes) {
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of [[], [{ date: 'MONTHNUM' }], [{ dimension: 'BRAND' }, { date: 'YEAR' }], [{ dimension: 'TAG' }]] as GroupKey[][]) {
          const q = query(metric, aggregation, groupBy);
          if (!rollupApplies(q)) continue;
          for (const key of groupBy) if ('dimension' in key) Object.assign(q.mappings, { [key.dimension]: await catalogueMapping(t.app.db, fixture.customerId, key.dimension, 'segment') });
          const built = buildMetricSql(q, true);
          const rows = await readRows(t.app.analytics.connection, built.sql, built.params);
          const actual = new Map(rows.map((row) => [[...groupBy.map((_, index) => row[`k${index}`]), ...(row.cur ? [row.cur] : [])].join('|'), row.value === null ? null : Number(row.value)]));
          const expected = referenceQuery(fixture, metric, aggregation, groupBy, whole.dateFrom, whole.dateTo);
          expect([...actual.keys()].sort(), `${metric} ${aggregation}`).toEqual([...expected.keys()].sort());
          for (const [key, value] of expected) {
            if (value === null) expect(actual.get(key) ?? null, `${metric} ${aggregation} ${key}`).toBeNull();
            else expect(actual.get(key) ?? null, `${metric} ${aggregation} ${key}`).toBeCloseTo(value, 6);
          }
        }
      }
    }
  });
});

describe('the week rollups', () => {
  beforeAll(async () => {
    await t.app.analytics.connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`, [fixture.customerId]);
    await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
  });

  it('find the whole ISO weeks of a range', () => {
    expect(wholeWeeksOf('2024-01-24', '2024-03-05')).toEqual({ firstMonday: '2024-01-29', lastMonday: '2024-02-26' });
    expect(wholeWeeksOf('2020-12-28', '2021-01-03')).toEqual({ firstMonday: '2020-12-28', lastMonday: '2020-12-28' });
    expect(wholeWeeksOf('2020-12-29', '2021-01-04')).toBeNull();
    expect(wholeWeeksOf('2024-02-26', '2024-03-10')).toEqual({ firstMonday: '2024-02-26', lastMonday: '2024-03-04' });
  });

  // Partial weeks at both ends, ISO week 53 across the turn of 2020, exactly one week, a leap-day week.
  const ranges = [
    { from: FROM, to: TO },
    { from: '2020-12-20', to: '2021-01-11' },
    { from: '2020-12-28', to: '2021-01-03' },
    { from: '2024-02-24', to: '2024-03-04' },
  ];
  const pairSplits: GroupKey[][] = [[], [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }], [{ date: 'WEEK' }, { dimension: 'COUNTRY' }, { dimension: 'TAG' }]];
  const read = new Set<string>();
  for (const metric of [...pairRollupMetrics, ...dayRollupMetrics]) {
    it(`give the numbers of the plain computation for ${metric}, per pair and per product, every aggregation`, async () => {
      const retailer = fixture.retailers[1]?.id ?? 0;
      const byRetailer = { ...context, scope: { ...openScope(), retailerIds: [retailer] } };
      for (const aggregation of aggregationFunctions) {
        for (const { from, to } of ranges) {
          for (const groupBy of pairSplits) {
            read.add(String(dayRollupFor({ customerId: fixture.customerId, metric, aggregation, groupBy, dateFrom: from, dateTo: to, scope: openScope(), mappings: {} })));
            await expectSame(metric, aggregation, groupBy, { from, to });
          }
          await expectSame(metric, aggregation, [{ dimension: 'PRODUCT' }], { from, to, ctx: byRetailer, filter: { retailerIds: [retailer] } });
          const weeklyByBrand: GroupKey[] = [{ date: 'WEEK' }, { dimension: 'BRAND' }];
          read.add(String(dayRollupFor({ customerId: fixture.customerId, metric, aggregation, groupBy: weeklyByBrand, dateFrom: from, dateTo: to, scope: openScope(), mappings: {} })));
          await expectSame(metric, aggregation, weeklyByBrand, { from, to });
        }
      }
    });
  }
  it('read the pair and product weeks in those comparisons', () => {
    expect(read).toContain('fact_pair_weekly');
    expect(read).toContain('fact_product_weekly');
  });

  it('serve the agreed assortment', async () => {
    const scope = await resolveScope(t.app.db, fixture.customerId, { all: true }, emptySelection(), { applyRetailerAssortment: true });
    expect(dayRollupFor({ customerId: fixture.customerId, metric: 'AVAILABILITY', aggregation: 'AVG', groupBy: [], dateFrom: FROM, dateTo: TO, scope, mappings: {} })).toBe('fact_pair_weekly');
    for (const metric of ['AVAILABILITY', 'DAYS_OUT_OF_STOCK', 'REVIEW_COUNT'] as const) {
      await expectSame(metric, 'AVG', [{ dimension: 'RETAILER' }], { ctx: { ...context, scope }, filter: { pairs: fixture.assortment } });
    }
  });

  it('rebuild a week that straddles two months when a load touches one of them', async () => {
    const connection = t.app.analytics.connection;
    const week = { dateFrom: '2024-02-26', dateTo: '2024-03-03' };
    const countIn = async (table: string) => Number((await readRows(connection, `SELECT sum(availability_n)::DOUBLE AS n FROM ${table} WHERE customer_id = $1 AND day = $2::DATE`, [fixture.customerId, week.dateFrom]))[0]?.n);
    const before = await countIn('fact_pair_weekly');
    expect(before).toBeGreaterThan(0);
    // Remove a March day and reload March only: the week's February days must stay counted.
    await connection.run('CREATE OR REPLACE TEMP TABLE removed_day AS SELECT * FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE', [fixture.customerId, '2024-03-01']);
    await connection.run('DELETE FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE', [fixture.customerId, '2024-03-01']);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-03-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const observed = Number((await readRows(connection, 'SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = $1 AND listed AND in_stock IS NOT NULL AND day BETWEEN $2::DATE AND $3::DATE', [fixture.customerId, week.dateFrom, week.dateTo]))[0]?.n);
    expect(observed).toBeLessThan(before);
    expect(await countIn('fact_pair_weekly')).toBe(observed);
    expect(await countIn('fact_product_weekly')).toBe(observed);
    // Put the day back for the tests that follow.
    await connection.run('INSERT INTO fact_daily SELECT * FROM removed_day');
    await refreshRollupMonths(connection, fixture.customerId);
    expect(await countIn('fact_pair_weekly')).toBe(before);
  });
});

describe('the day rollups', () => {
  const query = (metric: MetricCode, groupBy: GroupKey[], scope = openScope()) => ({ customerId: fixture.customerId, metric, aggregation: 'AVG' as const, groupBy, dateFrom: FROM, dateTo: TO, scope, mappings: {} });

  it('are read per retailer or per product only where nothing needs the other', () => {
    expect(dayRollupFor(query('AVAILABILITY', [{ date: 'WEEK' }, { dimension: 'COUNTRY' }]))).toBe('fact_retailer_daily');
    expect(dayRollupFor(query('PRICE_SELL', [{ dimension: 'BRAND' }]))).toBe('fact_product_weekly');
    expect(dayRollupFor(query('PRICE_SELL', [{ date: 'DAY' }, { dimension: 'BRAND' }]))).toBe('fact_product_daily');
    expect(dayRollupFor({ ...query('PRICE_SELL', [{ dimension: 'BRAND' }]), dateFrom: '2024-02-06', dateTo: '2024-02-11' })).toBe('fact_product_daily');
    expect(dayRollupFor({ ...query('PRICE_SELL', [{ dimension: 'TAG' }, { date: 'MONTHNUM' }]), dateFrom: '2024-02-01', dateTo: '2024-02-29' })).toBe('fact_product_monthly');
    expect(dayRollupFor({ ...query('PRICE_SELL', [{ date: 'WEEK' }, { dimension: 'BRAND' }]), dateFrom: '2024-02-01', dateTo: '2024-02-29' })).toBe('fact_product_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }]))).toBe('fact_pair_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'BRAND' }], { ...openScope(), retailerIds: [1] }))).toBe('fact_pair_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), productIds: [1], retailerIds: [1] }))).toBe('fact_pair_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), pairKeys: [1] }))).toBe('fact_pair_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }, { date: 'MONTHNUM' }]))).toBeNull();
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), sellerIds: [1] }))).toBeNull();
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'SELLER' }]))).toBeNull();
    expect(dayRollupFor(query('PRICE_INDEX', []))).toBe('fact_retailer_daily');
    expect(dayRollupFor(query('PRICE_INDEX', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }]))).toBe('fact_pair_weekly');
    expect(dayRollupFor(query('PRICE_INDEX', [{ dimension: 'BRAND' }], { ...openScope(), retailerIds: [1] }))).toBeNull();
    expect(dayRollupFor(query('PRICE_INDEX', [], { ...openScope(), pairKeys: [1] }))).toBeNull();
    expect(dayRollupFor(query('DAYS_OUT_OF_STOCK', []))).toBe('fact_pair_weekly');
    expect(dayRollupFor({ ...query('REVIEW_COUNT', [{ dimension: 'PRODUCT' }]), dateFrom: '2024-02-06', dateTo: '2024-02-11' })).toBeNull();
    expect(dayRollupFor(query('REVIEW_SCORE', [{ dimension: 'PRODUCT' }]))).toBe('fact_product_weekly');
  });

  const ranges = [{ from: FROM, to: TO }, { from: '2024-02-01', to: '2024-02-29' }, { from: '2024-02-01', to: '2024-03-31' }];
  const splits: GroupKey[][] = [[], [{ date: 'WEEK' }, { dimension: 'COUNTRY' }], [{ dimension: 'RETAILER' }], [{ dimension: 'BRAND' }, { date: 'MONTHNUM' }], [{ dimension: 'PRODUCT' }], [{ dimension: 'TAG' }], [{ date: 'DAY' }, { dimension: 'BRAND_TYPE' }]];
  const read = new Set<string>();
  for (const metric of dayRollupMetrics) {
    it(`give the numbers of the plain computation for ${metric}, every aggregation, split and range`, async () => {
      if (read.size === 0) {
        await t.app.analytics.connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`, [fixture.customerId]);
        await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
      }
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of splits) {
          for (const { from, to } of ranges) {
            const table = dayRollupFor({ ...query(metric, groupBy), aggregation, dateFrom: from, dateTo: to });
            if (table) read.add(table);
            await expectSame(metric, aggregation, groupBy, { from, to });
          }
        }
      }
    });
  }
  it('read each of the retailer and product rollups in those comparisons', () => {
    expect([...read].sort()).toEqual(['fact_product_daily', 'fact_product_monthly', 'fact_product_weekly', 'fact_retailer_daily']);
  });

  it('narrow by retailers with the retailer rollup and by products with the product rollup', async () => {
    const retailer = fixture.retailers[0]?.id ?? 0;
    const products = fixture.products.slice(0, 3).map((product) => product.id);
    const byRetailer = { ...context, scope: { ...openScope(), retailerIds: [retailer] } };
    await expectSame('AVAILABILITY', 'AVG', [{ date: 'WEEK' }], { ctx: byRetailer, filter: { retailerIds: [retailer] } });
    const byProduct = { ...context, scope: { ...openScope(), productIds: products } };
    await expectSame('PRICE_SELL', 'MAX', [{ dimension: 'BRAND' }], { ctx: byProduct, filter: { productIds: products } });
    await expectSame('REVIEW_SCORE', 'AVG', [{ dimension: 'PRODUCT' }], { ctx: byProduct, filter: { productIds: products } });
  });

  it('are read only for customers whose day rollups are complete, and completed by their next load', async () => {
    const connection = t.app.analytics.connection;
    await connection.run(`DELETE FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`, [fixture.customerId]);
    await connection.run('UPDATE fact_retailer_daily SET availability_s = 0 WHERE customer_id = $1', [fixture.customerId]);
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
    // A load of one month rebuilds every month of a customer that is not ready yet.
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-02-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const ready = await readRows(connection, `SELECT count(*)::DOUBLE AS n FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`, [fixture.customerId]);
    expect(Number(ready[0]?.n)).toBe(1);
    // Read from the rebuilt rollup now: the zeroed sums are gone.
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
  });

  it('are rebuilt with the months a load touches', async () => {
    const connection = t.app.analytics.connection;
    const before = await readRows(connection, 'SELECT sum(availability_n)::DOUBLE AS n FROM fact_retailer_daily WHERE customer_id = $1 AND day = $2::DATE', [fixture.customerId, '2024-02-10']);
    await connection.run('DELETE FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE', [fixture.customerId, '2024-02-10']);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-02-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const after = await readRows(connection, 'SELECT count(*)::DOUBLE AS n FROM fact_retailer_daily WHERE customer_id = $1 AND day = $2::DATE', [fixture.customerId, '2024-02-10']);
    expect(Number(before[0]?.n)).toBeGreaterThan(0);
    expect(Number(after[0]?.n)).toBe(0);
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const range = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
    const observed = await readRows(connection, 'SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = $1 AND listed AND in_stock IS NOT NULL AND day BETWEEN $2::DATE AND $3::DATE', [fixture.customerId, range.dateFrom, range.dateTo]);
    const [total] = await queryMetric(context, definition, 'COUNT', [], range);
    expect(total?.value).toBe(Number(observed[0]?.n));
  });
});
