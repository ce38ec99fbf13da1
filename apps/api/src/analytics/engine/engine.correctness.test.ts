import {
  aggregationFunctions,
  type AggregationFunction,
  dateGroupings,
  type MetricCode,
  dimensionByCode,
  metricByCode,
  metricCodes,
  type PriceIndexReference,
  type WidgetDataAnswer,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp';
import { refreshRollupMonths } from '../ingest/rollupMonths';
import { buildMetricSql } from './buildSql';
import { catalogueMapping } from './catalogueLookups';
import { type EngineContext, queryMetric } from './engineContext';
import { metricSql } from './metricSql';
import { type GroupKey, type MetricQuery, openScope } from './queryTypes';
import { emptySelection, type FilterSelection, resolveScope } from './resolveScope';
import {
  DAY_ROLLUPS_READY,
  dayRollupMetrics,
  type DayRollupTable,
  pairRollupMetrics,
  wholeWeeksOf,
} from './dayRollups';
import { dayRollupFor, factRead, rollupApplies } from './factTablePlan';
import { readRows, runMetricQuery } from './runMetricQuery';
import { dataTableAnswer } from './shapes/dataTable';
import { FROM, keyOf, openEngineFixture, TO } from './testing/engineFixture';
import type { MarketFixture } from './testing/marketFixture';
import { type ReferenceFilter, referenceQuery } from './testing/referenceEngine';
import { kpiAnswer, lineAnswer } from './shapes/chartShapes';
import { performanceAnswer } from './shapes/overviewShapes';

let t: TestApp;
let fixture: MarketFixture;
let context: EngineContext;

beforeAll(async () => {
  // Another tenant's facts on the same days must never show up.
  ({ t, fixture, context } = await openEngineFixture({ otherTenantSeed: 99 }));
});
afterAll(async () => {
  await t.close();
});

async function expectSame(
  metric: MetricCode,
  aggregation: AggregationFunction,
  groupBy: GroupKey[],
  options: {
    from?: string;
    to?: string;
    filter?: ReferenceFilter;
    ctx?: EngineContext;
    reference?: PriceIndexReference;
  } = {},
) {
  const from = options.from ?? FROM;
  const to = options.to ?? TO;
  const definition = metricByCode(metric);
  if (!definition) throw new Error(metric);
  const ctx = options.reference
    ? { ...(options.ctx ?? context), priceIndexReference: options.reference }
    : (options.ctx ?? context);
  const rows = await queryMetric(ctx, definition, aggregation, groupBy, { dateFrom: from, dateTo: to });
  const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
  const level = metricSql[metric].level;
  const expected = referenceQuery(
    fixture,
    metric,
    level === 'weighted' || level === 'keywordDay' ? 'AVG' : aggregation,
    groupBy,
    from,
    to,
    options.filter,
    options.reference,
  );
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
  const daily: MetricCode[] = [
    'AVAILABILITY',
    'PRICE_SELL',
    'DAYS_OUT_OF_STOCK',
    'REVIEW_COUNT',
    'REVIEW_SCORE',
    'PRICE_INDEX',
  ];
  for (const dimension of ['BRAND', 'BRAND_TYPE', 'COUNTRY', 'SELLER', 'PRODUCT', 'TAG'] as const) {
    it(`by ${dimension}`, async () => {
      for (const metric of daily) await expectSame(metric, 'AVG', [{ dimension }]);
      await expectSame('MAP_VIOLATIONS', 'SUM', [{ dimension }]);
    });
  }
  it('by search keyword and category listing', async () => {
    for (const aggregation of aggregationFunctions)
      await expectSame('SEARCH_RANK', aggregation, [{ dimension: 'SEARCH_KEYWORD' }]);
    await expectSame('SHARE_OF_SEARCH', 'AVG', [{ dimension: 'SEARCH_KEYWORD' }, { dimension: 'BRAND' }]);
    await expectSame('CATEGORY_RANK', 'MIN', [{ dimension: 'CATEGORY_LISTING' }]);
  });
  for (const grouping of dateGroupings) {
    it(`by date ${grouping}, alone and with a dimension`, async () => {
      for (const aggregation of aggregationFunctions)
        await expectSame('AVAILABILITY', aggregation, [{ date: grouping }]);
      await expectSame('DAYS_OUT_OF_STOCK', 'SUM', [{ date: grouping }, { dimension: 'RETAILER' }]);
      await expectSame('PRICE_SELL', 'MAX', [{ date: grouping }, { dimension: 'BRAND' }]);
      await expectSame('SHARE_OF_SEARCH', 'AVG', [{ date: grouping }]);
    });
  }
});

describe('catalogue mappings joined from temporary tables', () => {
  const mappingTables = async () =>
    (
      await readRows(
        t.app.analytics.connection,
        `SELECT table_name FROM duckdb_tables() WHERE temporary AND table_name LIKE 'engine_mapping_%'`,
        [],
      )
    ).map((row) => String(row.table_name));

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
      customerId: fixture.customerId,
      metric: 'AVAILABILITY' as const,
      aggregation: 'COUNT' as const,
      groupBy: [{ dimension: 'BRAND' as const }],
      dateFrom: FROM,
      dateTo: TO,
      scope: { ...openScope(), retailerIds: fixture.retailers.map((retailer) => retailer.id) },
      mappings: { BRAND: { on: 'product_id' as const, ids, keys } },
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
    const rows = await expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'WEEK' }], {
      from: '2020-12-20',
      to: '2021-01-11',
    });
    expect([...rows.keys()].sort()).toEqual(['2020-12-14', '2020-12-21', '2020-12-28', '2021-01-04', '2021-01-11']);
    // 18 product × retailer pairs a day, 7 days in week 53.
    expect(rows.get('2020-12-28')).toBe(7 * 18);
  });
  it('counts the leap day into February and splits month ends', async () => {
    const rows = await expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'MONTHNUM' }], {
      from: '2024-01-31',
      to: '2024-03-01',
    });
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
  const scoped = async (
    selection: Partial<FilterSelection>,
    options: { assortment?: boolean; access?: number[] } = {},
  ) => ({
    ...context,
    scope: await resolveScope(
      t.app.db,
      fixture.customerId,
      options.access ? { all: false, retailerIds: options.access } : { all: true },
      { ...emptySelection(), ...selection },
      { applyRetailerAssortment: options.assortment ?? false },
    ),
  });
  const productsWhere = (test: (product: MarketFixture['products'][number]) => boolean) =>
    fixture.products.filter(test).map((product) => product.id);

  it('retailers, countries and the user’s retailer access', async () => {
    const [first, second, third] = fixture.retailers;
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ retailers: [first?.id ?? 0] }),
      filter: { retailerIds: [first?.id ?? 0] },
    });
    await expectSame('PRICE_SELL', 'AVG', [], {
      ctx: await scoped({ countries: [third?.countryId ?? 0] }),
      filter: { retailerIds: [third?.id ?? 0] },
    });
    // The price index's reference is the average over the retailers in view: two of them here, not the rollups' all.
    const two = [first?.id ?? 0, second?.id ?? 0];
    await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ retailers: two }),
      filter: { retailerIds: two },
    });
    const access = [second?.id ?? 0];
    await expectSame('AVAILABILITY', 'SUM', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({ retailers: [first?.id ?? 0, second?.id ?? 0] }, { access }),
      filter: { retailerIds: access },
    });
  });
  it('brands, brand types, tags and products', async () => {
    const brand = fixture.brands[1]?.id ?? 0;
    await expectSame('REVIEW_COUNT', 'SUM', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({ brands: [brand] }),
      filter: { productIds: productsWhere((p) => p.brandId === brand) },
    });
    const type = fixture.brandTypeIds[0] ?? 0;
    const typed = fixture.brands.filter((b) => b.brandTypeId === type).map((b) => b.id);
    await expectSame('DCC_SCORE', 'AVG', [{ dimension: 'BRAND' }], {
      ctx: await scoped({ brandTypes: [type] }),
      filter: { productIds: productsWhere((p) => typed.includes(p.brandId ?? -1)) },
    });
    const tags = fixture.tags.map((tag) => tag.id);
    const tagged = [...new Set(fixture.tags.flatMap((tag) => tag.productIds))];
    await expectSame('DAYS_OUT_OF_STOCK', 'MAX', [{ dimension: 'TAG' }], {
      ctx: await scoped({ tags }),
      filter: { productIds: tagged },
    });
    const products = [fixture.products[0]?.id ?? 0, fixture.products[5]?.id ?? 0];
    await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ products }),
      filter: { productIds: products },
    });
  });
  it('sellers, search keywords, category pages and the agreed assortment', async () => {
    const sellers = [fixture.sellers[1]?.id ?? 0, fixture.sellers[2]?.id ?? 0];
    await expectSame('BUY_BOX_OWNERSHIP', 'AVG', [{ dimension: 'SELLER' }], {
      ctx: await scoped({ sellers }),
      filter: { sellerIds: sellers },
    });
    const keywords = [fixture.keywords[0]?.id ?? 0];
    await expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ searchKeywords: keywords }),
      filter: { entityIds: keywords },
    });
    const pages = [fixture.categories[0]?.id ?? 0];
    await expectSame('CATEGORY_RANK', 'COUNT', [], {
      ctx: await scoped({ searchCategories: pages }),
      filter: { entityIds: pages },
    });
    await expectSame('PRODUCT_COVERAGE', 'AVG', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({}, { assortment: true }),
      filter: { pairs: fixture.assortment },
    });
  });
});

const priceIndex = () => {
  const found = metricByCode('PRICE_INDEX');
  if (!found) throw new Error('PRICE_INDEX');
  return found;
};

describe('the price index against each reference', () => {
  const referenceCases: [string, () => PriceIndexReference][] = [
    ['the market average', () => ({ kind: 'MARKET_AVERAGE' })],
    ['the lowest competitor', () => ({ kind: 'LOWEST_COMPETITOR' })],
    ['a first retailer', () => ({ kind: 'RETAILER', retailerId: fixture.retailers[0]?.id ?? 0 })],
    ['a second retailer', () => ({ kind: 'RETAILER', retailerId: fixture.retailers[1]?.id ?? 0 })],
  ];
  const references = () => referenceCases.map(([, reference]) => reference());
  const splits: GroupKey[][] = [
    [],
    [{ dimension: 'RETAILER' }],
    [{ dimension: 'BRAND' }],
    [{ dimension: 'PRODUCT' }],
    [{ date: 'WEEK' }, { dimension: 'TAG' }],
  ];
  const ranges = [
    { from: FROM, to: TO },
    { from: '2024-02-01', to: '2024-03-31' },
  ];

  beforeAll(async () => {
    await t.app.analytics.connection.run(
      `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
      [fixture.customerId],
    );
    await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
  });

  // One test per reference: all four in one took over 30 s beside the browser tests of a CI run on 2 cores.
  it.each(referenceCases)(
    'gives the numbers of the plain computation against %s for every aggregation, split and range (whole months and weeks too)',
    async (_name, reference) => {
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of splits) {
          for (const { from, to } of ranges)
            await expectSame('PRICE_INDEX', aggregation, groupBy, { from, to, reference: reference() });
        }
      }
    },
  );

  it('compares within the retailers and products in view', async () => {
    const [first, second, third] = fixture.retailers;
    const two = [first?.id ?? 0, third?.id ?? 0];
    const products = fixture.products.slice(0, 4).map((product) => product.id);
    for (const reference of references()) {
      await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
        ctx: { ...context, scope: { ...openScope(), retailerIds: two } },
        filter: { retailerIds: two },
        reference,
      });
      await expectSame('PRICE_INDEX', 'MAX', [{ dimension: 'RETAILER' }], {
        ctx: { ...context, scope: { ...openScope(), productIds: products } },
        filter: { productIds: products },
        reference,
      });
    }
    // A chosen retailer outside the view gives no values rather than another retailer's prices.
    const hidden = { ...context, scope: { ...openScope(), retailerIds: [first?.id ?? 0] } };
    const rows = await queryMetric(
      { ...hidden, priceIndexReference: { kind: 'RETAILER', retailerId: second?.id ?? 0 } },
      priceIndex(),
      'AVG',
      [{ dimension: 'BRAND' }],
    );
    expect(rows.every((row) => row.value === null)).toBe(true);
  });

  it('spreads brands that the market average puts at 100 with all retailers in view', async () => {
    const byBrand = async (reference: PriceIndexReference) =>
      [...(await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'BRAND' }], { reference })).values()].filter(
        (value): value is number => value !== null,
      );
    for (const reference of references().slice(1)) {
      const values = await byBrand(reference);
      expect(values.length).toBeGreaterThan(1);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(1);
    }
  });

  it('reads the rollups only for the market average and the lowest competitor, which they hold', () => {
    const query = (priceIndexReference: PriceIndexReference) => ({
      customerId: fixture.customerId,
      metric: 'PRICE_INDEX' as const,
      aggregation: 'AVG' as const,
      groupBy: [{ dimension: 'BRAND' as const }],
      dateFrom: FROM,
      dateTo: TO,
      scope: openScope(),
      mappings: {},
      priceIndexReference,
    });
    expect(dayRollupFor(query({ kind: 'MARKET_AVERAGE' }))).toBe('fact_product_weekly');
    expect(dayRollupFor(query({ kind: 'LOWEST_COMPETITOR' }))).toBe('fact_product_weekly');
    for (const reference of references().slice(2)) expect(dayRollupFor(query(reference))).toBeNull();
  });
});

describe('a paged data table', () => {
  it('gives a price index over the retailers in view whatever the page size', async () => {
    const definition = widgetQueryDefinitionSchema.parse({
      visualizationType: 'DATA_TABLE',
      dimensionId: 1,
      tableFields: [
        { fieldType: 'METRIC', fieldId: metricByCode('AVAILABILITY')?.id ?? 0 },
        { fieldType: 'METRIC', fieldId: metricByCode('PRICE_INDEX')?.id ?? 0 },
      ],
    });
    type Table = Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>['rawOutput'];
    const read = async (page: number, itemsPerPage: number): Promise<Table> =>
      (await dataTableAnswer(context, definition, { page, itemsPerPage, sortBy: null, sortDesc: false })).rawOutput;
    const whole = await read(1, 50);
    expect(whole.rows).toHaveLength(fixture.retailers.length);
    const expected = referenceQuery(fixture, 'PRICE_INDEX', 'AVG', [{ dimension: 'RETAILER' }], FROM, TO);
    for (const row of whole.rows)
      expect(row.values.f2).toBeCloseTo(expected.get(row.key.replace('retailer:', '')) ?? NaN, 6);
    for (let page = 1; page <= whole.rows.length; page += 1) {
      const [row] = (await read(page, 1)).rows;
      expect(row?.values, `page ${page}`).toEqual(whole.rows[page - 1]?.values);
    }
  });
});

describe('empty sets', () => {
  it('answers nothing for a user with access to no retailer, and splits by an unknown tag category into nothing', async () => {
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const none = {
      ...context,
      scope: await resolveScope(t.app.db, fixture.customerId, { all: false, retailerIds: [] }, emptySelection(), {
        applyRetailerAssortment: false,
      }),
    };
    expect(await queryMetric(none, definition, 'AVG', [{ dimension: 'RETAILER' }])).toEqual([]);
    expect(
      await queryMetric({ ...context, tagCategory: 'no such category' }, definition, 'AVG', [{ dimension: 'TAG' }]),
    ).toEqual([]);
  });
});

describe('the monthly rollup', () => {
  const whole = { dateFrom: '2024-02-01', dateTo: '2024-03-31' };
  const query = (metric: MetricCode, aggregation: AggregationFunction, groupBy: GroupKey[]) => ({
    customerId: fixture.customerId,
    metric,
    aggregation,
    groupBy,
    ...whole,
    scope: openScope(),
    mappings: {},
  });

  it('is read only for whole months, without day or week buckets and sellers', () => {
    expect(rollupApplies(query('AVAILABILITY', 'AVG', [{ date: 'MONTHNUM' }]))).toBe(true);
    expect(rollupApplies({ ...query('AVAILABILITY', 'AVG', []), dateTo: '2024-03-30' })).toBe(false);
    expect(rollupApplies(query('AVAILABILITY', 'AVG', [{ date: 'WEEK' }]))).toBe(false);
    expect(rollupApplies(query('AVAILABILITY', 'MIN', []))).toBe(false);
    expect(rollupApplies(query('PRICE_SELL', 'AVG', [{ dimension: 'SELLER' }]))).toBe(false);
    expect(rollupApplies(query('SEARCH_RANK', 'AVG', []))).toBe(false);
  });

  it('gives the numbers of the plain computation for every metric and aggregation it serves', async () => {
    await t.app.analytics.connection.run(
      `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
      [fixture.customerId],
    );
    await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
    for (const metric of metricCodes) {
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of [
          [],
          [{ date: 'MONTHNUM' }],
          [{ dimension: 'BRAND' }, { date: 'YEAR' }],
          [{ dimension: 'TAG' }],
        ] as GroupKey[][]) {
          const q = query(metric, aggregation, groupBy);
          if (!rollupApplies(q)) continue;
          for (const key of groupBy)
            if ('dimension' in key)
              Object.assign(q.mappings, {
                [key.dimension]: await catalogueMapping(t.app.db, fixture.customerId, key.dimension, 'segment'),
              });
          const built = buildMetricSql(q, factRead(q, 'monthlyRollup'));
          const rows = await readRows(t.app.analytics.connection, built.sql, built.params);
          const actual = new Map(
            rows.map((row) => [
              [...groupBy.map((_, index) => row[`k${index}`]), ...(row.cur ? [row.cur] : [])].join('|'),
              row.value === null ? null : Number(row.value),
            ]),
          );
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

describe('listed days with unknown stock', () => {
  const wholeMonths = [
    { from: '2024-02-01', to: '2024-03-31' },
    { from: '2024-01-01', to: '2024-02-29' },
  ];
  const retailer = () => fixture.retailers[2]?.id ?? 0;
  const brand = () => fixture.brands[2]?.id ?? 0;
  const brandProducts = () =>
    fixture.products.filter((product) => product.brandId === brand()).map((product) => product.id);
  beforeAll(async () => {
    await t.app.analytics.connection.run(
      `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
      [fixture.customerId],
    );
    await refreshRollupMonths(t.app.analytics.connection, fixture.customerId);
  });

  it('are in the fixture, and one pair has no known stock on its listed days from February 2024', () => {
    const unknown = fixture.daily.filter((row) => row.listed && row.in_stock === null);
    expect(unknown.length).toBeGreaterThan(0);
    const pair = fixture.daily.filter(
      (row) => row.retailer_id === retailer() && brandProducts().includes(row.product_id) && row.day >= '2024-02-01',
    );
    expect(pair.some((row) => row.listed)).toBe(true);
    expect(pair.every((row) => row.in_stock === null)).toBe(true);
  });

  it('count neither as in nor as out of stock over whole months, one retailer and one brand narrowed or split', async () => {
    const ctx = {
      ...context,
      scope: await resolveScope(
        t.app.db,
        fixture.customerId,
        { all: true },
        { ...emptySelection(), retailers: [retailer()], brands: [brand()] },
        { applyRetailerAssortment: false },
      ),
    };
    const filter = { retailerIds: [retailer()], productIds: brandProducts() };
    for (const { from, to } of wholeMonths) {
      for (const aggregation of aggregationFunctions) {
        await expectSame('AVAILABILITY', aggregation, [], { from, to, ctx, filter });
        await expectSame('DAYS_OUT_OF_STOCK', aggregation, [], { from, to, ctx, filter });
        await expectSame('AVAILABILITY', aggregation, [{ dimension: 'RETAILER' }, { dimension: 'PRODUCT' }], {
          from,
          to,
        });
        await expectSame('DAYS_OUT_OF_STOCK', aggregation, [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }], {
          from,
          to,
        });
      }
    }
  });

  it('leave every daily metric with the same answer on every stored path a range can take', async () => {
    const narrowed = { ...openScope(), retailerIds: [retailer()], productIds: brandProducts() };
    const paths = new Set<string>();
    for (const metric of metricCodes.filter((code) => metricSql[code].source === 'daily')) {
      for (const aggregation of aggregationFunctions) {
        for (const { from, to } of [...wholeMonths, { from: FROM, to: TO }]) {
          for (const [scope, groupBy] of [
            [openScope(), []],
            [narrowed, []],
            [openScope(), [{ dimension: 'RETAILER' }, { dimension: 'PRODUCT' }]],
            [openScope(), [{ dimension: 'BRAND' }]],
            [openScope(), [{ dimension: 'COUNTRY' }]],
          ] as const) {
            const q = {
              customerId: fixture.customerId,
              metric,
              aggregation,
              groupBy: [...groupBy] as GroupKey[],
              dateFrom: from,
              dateTo: to,
              scope,
              mappings: {} as MetricQuery['mappings'],
            };
            for (const key of q.groupBy)
              if ('dimension' in key)
                Object.assign(q.mappings, {
                  [key.dimension]: await catalogueMapping(t.app.db, fixture.customerId, key.dimension, 'segment'),
                });
            const reads: (boolean | DayRollupTable)[] = [false];
            if (rollupApplies(q)) reads.push(true);
            const table = dayRollupFor(q);
            if (table) reads.push(table);
            if (wholeWeeksOf(from, to) && pairRollupMetrics.includes(metric) && table !== 'fact_pair_weekly')
              reads.push('fact_pair_weekly');
            const answers = [];
            for (const read of reads) {
              paths.add(String(read));
              const built = buildMetricSql(
                q,
                factRead(q, read === true ? 'monthlyRollup' : read === false ? 'observations' : read),
              );
              const rows = await readRows(t.app.analytics.connection, built.sql, built.params);
              answers.push(
                Object.fromEntries(
                  rows.map((row) => [
                    [...groupBy.map((_, index) => row[`k${index}`]), row.cur].join('|'),
                    row.value === null ? null : Number(Number(row.value).toFixed(9)),
                  ]),
                ),
              );
            }
            for (const answer of answers.slice(1))
              expect(answer, `${metric} ${aggregation} ${from}…${to} ${JSON.stringify(groupBy)}`).toEqual(answers[0]);
          }
        }
      }
    }
    // Observations (false), the monthly rollup (true) and every day and week rollup.
    expect([...paths].sort()).toEqual(
      [
        'false',
        'true',
        'fact_pair_weekly',
        'fact_product_monthly',
        'fact_product_weekly',
        'fact_retailer_daily',
      ].sort(),
    );
    // Over two thousand queries: about 13 s alone, several times that beside the rest of a CI run.
  }, 180_000);
});

describe('widget shapes against the plain computation', () => {
  const definition = (input: Record<string, unknown>) => widgetQueryDefinitionSchema.parse(input);
  const metricId = (code: MetricCode) => metricByCode(code)?.id ?? 0;
  const single = (day: string) => ({ dateFrom: day, dateTo: day });
  const dailyOf = (retailerId: number, productId: number) =>
    new Map(
      fixture.daily
        .filter((row) => row.retailer_id === retailerId && row.product_id === productId)
        .map((row) => [row.day, row]),
    );

  it('gives a performance overview the change of percent metrics in percent points, as the KPI widget, and of others relative to the compare value', async () => {
    const compare = { dateFrom: '2024-02-01', dateTo: '2024-02-14' };
    const ctx = { ...context, period: { dateFrom: '2024-02-15', dateTo: '2024-02-29', compare } };
    for (const [code, percentPoints] of [
      ['AVAILABILITY', true],
      ['REVIEW_SCORE', false],
    ] as const) {
      const answer = await performanceAnswer(
        ctx,
        definition({
          visualizationType: 'PERFORMANCE_OVERVIEW',
          metricId: metricId(code),
          dimensionId: 1,
          aggregationFunction: 'AVG',
        }),
      );
      const now = referenceQuery(
        fixture,
        code,
        'AVG',
        [{ dimension: 'RETAILER' }],
        ctx.period.dateFrom,
        ctx.period.dateTo,
      );
      const before = referenceQuery(
        fixture,
        code,
        'AVG',
        [{ dimension: 'RETAILER' }],
        compare.dateFrom,
        compare.dateTo,
      );
      expect(answer.rawOutput.items).toHaveLength(fixture.retailers.length);
      for (const item of answer.rawOutput.items) {
        const id = item.key.replace('retailer:', '');
        const [value, compareValue] = [now.get(id) ?? NaN, before.get(id) ?? NaN];
        expect(item.value).toBeCloseTo(value, 6);
        expect(item.compareValue).toBeCloseTo(compareValue, 6);
        expect(item.trend, `${code} ${id}`).toBeCloseTo(
          percentPoints ? value - compareValue : ((value - compareValue) / Math.abs(compareValue)) * 100,
          6,
        );
      }
    }
  });

  it('gives a performance overview the change of a percent metric from a compare value of 0', async () => {
    // A pair and two days it was listed: promoted on one, not on the other (a promotion rate of 100 against 0).
    const retailer = fixture.retailers[0]?.id ?? 0;
    const found = fixture.products
      .map((product) => {
        const days = [...dailyOf(retailer, product.id).values()].filter((row) => row.listed);
        return {
          product: product.id,
          promoted: days.find((row) => row.promotion)?.day,
          plain: days.find((row) => !row.promotion)?.day,
        };
      })
      .find((candidate) => candidate.promoted && candidate.plain);
    if (!found?.promoted || !found.plain) throw new Error('the fixture has no promoted and unpromoted day of one pair');
    const ctx = {
      ...context,
      scope: { ...openScope(), retailerIds: [retailer], productIds: [found.product] },
      period: { ...single(found.promoted), compare: single(found.plain) },
    };
    const answer = await performanceAnswer(
      ctx,
      definition({
        visualizationType: 'PERFORMANCE_OVERVIEW',
        metricId: metricId('PROMOTION_RATE'),
        dimensionId: 1,
        aggregationFunction: 'AVG',
      }),
    );
    expect(answer.rawOutput.items.map((item) => [item.value, item.compareValue, item.trend])).toEqual([[100, 0, 100]]);
  });

  it('leaves a KPI without a compare value when the compare period has none in the value’s currency', async () => {
    // One product at a German and the British retailer: priced in EUR on one day, only in GBP on another.
    const [german, , british] = fixture.retailers.map((retailer) => retailer.id);
    const found = fixture.products
      .map((product) => {
        const de = dailyOf(german ?? 0, product.id);
        const gb = dailyOf(british ?? 0, product.id);
        const days = [...de.keys()];
        return {
          product: product.id,
          euro: days.find((day) => de.get(day)?.selling_price != null),
          poundOnly: days.find((day) => de.get(day)?.selling_price == null && gb.get(day)?.selling_price != null),
        };
      })
      .find((candidate) => candidate.euro && candidate.poundOnly);
    if (!found?.euro || !found.poundOnly) throw new Error('the fixture has no day priced in GBP only');
    const scope = { ...openScope(), retailerIds: [german ?? 0, british ?? 0], productIds: [found.product] };
    const kpi = definition({ visualizationType: 'KPI', metricId: metricId('PRICE_SELL'), aggregationFunction: 'AVG' });
    const answer = await kpiAnswer(
      { ...context, scope, period: { ...single(found.euro), compare: single(found.poundOnly) } },
      kpi,
    );
    expect(answer.settingsUsed.valueFormat).toEqual({ type: 'currency', currencyCode: 'EUR' });
    expect(answer.rawOutput.value).not.toBeNull();
    expect(answer.rawOutput.compareValue).toBeNull();
    // The other way round the value is in GBP and so is its compare value.
    const reverse = await kpiAnswer(
      { ...context, scope, period: { ...single(found.poundOnly), compare: single(found.euro) } },
      kpi,
    );
    const filter = { retailerIds: scope.retailerIds, productIds: scope.productIds };
    expect(reverse.settingsUsed.valueFormat).toEqual({ type: 'currency', currencyCode: 'GBP' });
    expect(reverse.rawOutput.compareValue).toBeCloseTo(
      referenceQuery(fixture, 'PRICE_SELL', 'AVG', [], found.euro, found.euro, filter).get('GBP') ?? NaN,
      6,
    );
  });

  it('draws one line per retailer for a money metric, with a currency only where an item has several', async () => {
    const line = (dimensionId: number) =>
      lineAnswer(
        context,
        definition({
          visualizationType: 'LINE',
          metricId: metricId('PRICE_SELL'),
          dimensionId,
          aggregationFunction: 'AVG',
          dateAggregationLevel: 'DAY',
        }),
      );
    const byRetailer = await line(dimensionByCode('RETAILER')?.id ?? 0);
    expect(byRetailer.rawOutput.chartData.map((series) => series.seriesKey).sort()).toEqual(
      fixture.retailers.map((retailer) => `retailer:${retailer.id}`).sort(),
    );
    const expected = referenceQuery(
      fixture,
      'PRICE_SELL',
      'AVG',
      [{ date: 'DAY' }, { dimension: 'RETAILER' }],
      FROM,
      TO,
    );
    for (const series of byRetailer.rawOutput.chartData) {
      expect(series.label).not.toMatch(/\(/);
      const retailer = fixture.retailers.find((candidate) => `retailer:${candidate.id}` === series.seriesKey);
      for (const point of series.points)
        expect(point.value).toBeCloseTo(expected.get(`${point.date}|${retailer?.id}|${retailer?.currency}`) ?? NaN, 6);
    }
    // Brands sell in Germany and the United Kingdom: each of them once per currency, never without one.
    const byBrand = await line(dimensionByCode('BRAND')?.id ?? 0);
    const keys = byBrand.rawOutput.chartData.map((series) => series.seriesKey);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/\|currency:(EUR|GBP)$/);
    expect(new Set(keys.map((key) => key.replace(/\|currency:.*/, ''))).size * 2).toBe(keys.length);
  });
});

describe('the week rollups', () => {
  beforeAll(async () => {
    await t.app.analytics.connection.run(
      `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
      [fixture.customerId],
    );
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
  const pairSplits: GroupKey[][] = [
    [],
    [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }],
    [{ date: 'WEEK' }, { dimension: 'COUNTRY' }, { dimension: 'TAG' }],
  ];
  const read = new Set<string>();
  for (const metric of [...pairRollupMetrics, ...dayRollupMetrics]) {
    it(`give the numbers of the plain computation for ${metric}, per pair and per product, every aggregation`, async () => {
      const retailer = fixture.retailers[1]?.id ?? 0;
      const byRetailer = { ...context, scope: { ...openScope(), retailerIds: [retailer] } };
      for (const aggregation of aggregationFunctions) {
        for (const { from, to } of ranges) {
          for (const groupBy of pairSplits) {
            read.add(
              String(
                dayRollupFor({
                  customerId: fixture.customerId,
                  metric,
                  aggregation,
                  groupBy,
                  dateFrom: from,
                  dateTo: to,
                  scope: openScope(),
                  mappings: {},
                }),
              ),
            );
            await expectSame(metric, aggregation, groupBy, { from, to });
          }
          await expectSame(metric, aggregation, [{ dimension: 'PRODUCT' }], {
            from,
            to,
            ctx: byRetailer,
            filter: { retailerIds: [retailer] },
          });
          const weeklyByBrand: GroupKey[] = [{ date: 'WEEK' }, { dimension: 'BRAND' }];
          read.add(
            String(
              dayRollupFor({
                customerId: fixture.customerId,
                metric,
                aggregation,
                groupBy: weeklyByBrand,
                dateFrom: from,
                dateTo: to,
                scope: openScope(),
                mappings: {},
              }),
            ),
          );
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
    const scope = await resolveScope(t.app.db, fixture.customerId, { all: true }, emptySelection(), {
      applyRetailerAssortment: true,
    });
    expect(
      dayRollupFor({
        customerId: fixture.customerId,
        metric: 'AVAILABILITY',
        aggregation: 'AVG',
        groupBy: [],
        dateFrom: FROM,
        dateTo: TO,
        scope,
        mappings: {},
      }),
    ).toBe('fact_pair_weekly');
    for (const metric of ['AVAILABILITY', 'DAYS_OUT_OF_STOCK', 'REVIEW_COUNT'] as const) {
      await expectSame(metric, 'AVG', [{ dimension: 'RETAILER' }], {
        ctx: { ...context, scope },
        filter: { pairs: fixture.assortment },
      });
    }
  });

  it('rebuild a week that straddles two months when a load touches one of them', async () => {
    const connection = t.app.analytics.connection;
    const week = { dateFrom: '2024-02-26', dateTo: '2024-03-03' };
    const countIn = async (table: string) =>
      Number(
        (
          await readRows(
            connection,
            `SELECT sum(availability_n)::DOUBLE AS n FROM ${table} WHERE customer_id = $1 AND day = $2::DATE`,
            [fixture.customerId, week.dateFrom],
          )
        )[0]?.n,
      );
    const before = await countIn('fact_pair_weekly');
    expect(before).toBeGreaterThan(0);
    // Remove a March day and reload March only: the week's February days must stay counted.
    await connection.run(
      'CREATE OR REPLACE TEMP TABLE removed_day AS SELECT * FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE',
      [fixture.customerId, '2024-03-01'],
    );
    await connection.run('DELETE FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE', [
      fixture.customerId,
      '2024-03-01',
    ]);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-03-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const observed = Number(
      (
        await readRows(
          connection,
          'SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = $1 AND listed AND in_stock IS NOT NULL AND day BETWEEN $2::DATE AND $3::DATE',
          [fixture.customerId, week.dateFrom, week.dateTo],
        )
      )[0]?.n,
    );
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
  const query = (metric: MetricCode, groupBy: GroupKey[], scope = openScope()) => ({
    customerId: fixture.customerId,
    metric,
    aggregation: 'AVG' as const,
    groupBy,
    dateFrom: FROM,
    dateTo: TO,
    scope,
    mappings: {},
  });

  it('are read per retailer or per product only where nothing needs the other', () => {
    expect(dayRollupFor(query('AVAILABILITY', [{ date: 'WEEK' }, { dimension: 'COUNTRY' }]))).toBe(
      'fact_retailer_daily',
    );
    expect(dayRollupFor(query('PRICE_SELL', [{ dimension: 'BRAND' }]))).toBe('fact_product_weekly');
    expect(dayRollupFor(query('PRICE_SELL', [{ date: 'DAY' }, { dimension: 'BRAND' }]))).toBe('fact_product_daily');
    expect(
      dayRollupFor({ ...query('PRICE_SELL', [{ dimension: 'BRAND' }]), dateFrom: '2024-02-06', dateTo: '2024-02-11' }),
    ).toBe('fact_product_daily');
    expect(
      dayRollupFor({
        ...query('PRICE_SELL', [{ dimension: 'TAG' }, { date: 'MONTHNUM' }]),
        dateFrom: '2024-02-01',
        dateTo: '2024-02-29',
      }),
    ).toBe('fact_product_monthly');
    expect(
      dayRollupFor({
        ...query('PRICE_SELL', [{ date: 'WEEK' }, { dimension: 'BRAND' }]),
        dateFrom: '2024-02-01',
        dateTo: '2024-02-29',
      }),
    ).toBe('fact_product_weekly');
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }]))).toBe(
      'fact_pair_weekly',
    );
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'BRAND' }], { ...openScope(), retailerIds: [1] }))).toBe(
      'fact_pair_weekly',
    );
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), productIds: [1], retailerIds: [1] }))).toBe(
      'fact_pair_weekly',
    );
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), pairKeys: [1] }))).toBe('fact_pair_weekly');
    expect(
      dayRollupFor(query('AVAILABILITY', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }, { date: 'MONTHNUM' }])),
    ).toBeNull();
    expect(dayRollupFor(query('AVAILABILITY', [], { ...openScope(), sellerIds: [1] }))).toBeNull();
    expect(dayRollupFor(query('AVAILABILITY', [{ dimension: 'SELLER' }]))).toBeNull();
    expect(dayRollupFor(query('PRICE_INDEX', []))).toBe('fact_retailer_daily');
    expect(dayRollupFor(query('PRICE_INDEX', [{ dimension: 'RETAILER' }, { dimension: 'BRAND' }]))).toBe(
      'fact_pair_weekly',
    );
    expect(
      dayRollupFor(query('PRICE_INDEX', [{ dimension: 'BRAND' }], { ...openScope(), retailerIds: [1] })),
    ).toBeNull();
    expect(dayRollupFor(query('PRICE_INDEX', [], { ...openScope(), pairKeys: [1] }))).toBeNull();
    expect(dayRollupFor(query('DAYS_OUT_OF_STOCK', []))).toBe('fact_pair_weekly');
    expect(
      dayRollupFor({
        ...query('REVIEW_COUNT', [{ dimension: 'PRODUCT' }]),
        dateFrom: '2024-02-06',
        dateTo: '2024-02-11',
      }),
    ).toBeNull();
    expect(dayRollupFor(query('REVIEW_SCORE', [{ dimension: 'PRODUCT' }]))).toBe('fact_product_weekly');
  });

  const ranges = [
    { from: FROM, to: TO },
    { from: '2024-02-01', to: '2024-02-29' },
    { from: '2024-02-01', to: '2024-03-31' },
  ];
  const splits: GroupKey[][] = [
    [],
    [{ date: 'WEEK' }, { dimension: 'COUNTRY' }],
    [{ dimension: 'RETAILER' }],
    [{ dimension: 'BRAND' }, { date: 'MONTHNUM' }],
    [{ dimension: 'PRODUCT' }],
    [{ dimension: 'TAG' }],
    [{ date: 'DAY' }, { dimension: 'BRAND_TYPE' }],
  ];
  const read = new Set<string>();
  for (const metric of dayRollupMetrics) {
    it(`give the numbers of the plain computation for ${metric}, every aggregation, split and range`, async () => {
      if (read.size === 0) {
        await t.app.analytics.connection.run(
          `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
          [fixture.customerId],
        );
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
    expect([...read].sort()).toEqual([
      'fact_product_daily',
      'fact_product_monthly',
      'fact_product_weekly',
      'fact_retailer_daily',
    ]);
  });

  it('narrow by retailers with the retailer rollup and by products with the product rollup', async () => {
    const retailer = fixture.retailers[0]?.id ?? 0;
    const products = fixture.products.slice(0, 3).map((product) => product.id);
    const byRetailer = { ...context, scope: { ...openScope(), retailerIds: [retailer] } };
    await expectSame('AVAILABILITY', 'AVG', [{ date: 'WEEK' }], {
      ctx: byRetailer,
      filter: { retailerIds: [retailer] },
    });
    const byProduct = { ...context, scope: { ...openScope(), productIds: products } };
    await expectSame('PRICE_SELL', 'MAX', [{ dimension: 'BRAND' }], {
      ctx: byProduct,
      filter: { productIds: products },
    });
    await expectSame('REVIEW_SCORE', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: byProduct,
      filter: { productIds: products },
    });
  });

  it('are read only for customers whose day rollups are complete, and completed by their next load', async () => {
    const connection = t.app.analytics.connection;
    await connection.run(`DELETE FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`, [fixture.customerId]);
    await connection.run('UPDATE fact_retailer_daily SET availability_s = 0 WHERE customer_id = $1', [
      fixture.customerId,
    ]);
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
    // A load of one month rebuilds every month of a customer that is not ready yet.
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-02-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const ready = await readRows(
      connection,
      `SELECT count(*)::DOUBLE AS n FROM ${DAY_ROLLUPS_READY} WHERE customer_id = $1`,
      [fixture.customerId],
    );
    expect(Number(ready[0]?.n)).toBe(1);
    // Read from the rebuilt rollup now: the zeroed sums are gone.
    await expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
  });

  it('are rebuilt with the months a load touches', async () => {
    const connection = t.app.analytics.connection;
    const before = await readRows(
      connection,
      'SELECT sum(availability_n)::DOUBLE AS n FROM fact_retailer_daily WHERE customer_id = $1 AND day = $2::DATE',
      [fixture.customerId, '2024-02-10'],
    );
    await connection.run('DELETE FROM fact_daily WHERE customer_id = $1 AND day = $2::DATE', [
      fixture.customerId,
      '2024-02-10',
    ]);
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DATE '2024-02-01' AS month`);
    await refreshRollupMonths(connection, fixture.customerId);
    const after = await readRows(
      connection,
      'SELECT count(*)::DOUBLE AS n FROM fact_retailer_daily WHERE customer_id = $1 AND day = $2::DATE',
      [fixture.customerId, '2024-02-10'],
    );
    expect(Number(before[0]?.n)).toBeGreaterThan(0);
    expect(Number(after[0]?.n)).toBe(0);
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const range = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
    const observed = await readRows(
      connection,
      'SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = $1 AND listed AND in_stock IS NOT NULL AND day BETWEEN $2::DATE AND $3::DATE',
      [fixture.customerId, range.dateFrom, range.dateTo],
    );
    const [total] = await queryMetric(context, definition, 'COUNT', [], range);
    expect(total?.value).toBe(Number(observed[0]?.n));
  });
});
