import { aggregationFunctions, dateGroupings, type MetricCode, metricCodes } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { openScope } from './queryTypes';
import { emptySelection, type FilterSelection, resolveScope } from './resolveScope';
import { readRows, runMetricQuery } from './runMetricQuery';
import { duckdbOnly, engineTestEnvironment, FROM, storeAnswers, TO } from './testing/engineFixture';
import type { MarketFixture } from './testing/marketFixture';

// Every metric, aggregation, grouping, mapping, calendar edge and filter against the plain computation.
// Another tenant's facts on the same days must never show up.
const env = engineTestEnvironment({ otherTenantSeed: 99 });

describe('every metric × aggregation against the plain computation', () => {
  for (const metric of metricCodes.filter(storeAnswers)) {
    it(`${metric}: all aggregations, overall and by retailer`, async () => {
      for (const aggregation of aggregationFunctions) {
        await env.expectSame(metric, aggregation, []);
        await env.expectSame(metric, aggregation, [{ dimension: 'RETAILER' }]);
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
      for (const metric of daily) await env.expectSame(metric, 'AVG', [{ dimension }]);
      await env.expectSame('MAP_VIOLATIONS', 'SUM', [{ dimension }]);
    });
  }
  it('by search keyword and category listing', async () => {
    for (const aggregation of aggregationFunctions)
      await env.expectSame('SEARCH_RANK', aggregation, [{ dimension: 'SEARCH_KEYWORD' }]);
    await env.expectSame('SHARE_OF_SEARCH', 'AVG', [{ dimension: 'SEARCH_KEYWORD' }, { dimension: 'BRAND' }]);
    await env.expectSame('CATEGORY_RANK', 'MIN', [{ dimension: 'CATEGORY_LISTING' }]);
  });
  for (const grouping of dateGroupings) {
    it(`by date ${grouping}, alone and with a dimension`, async () => {
      for (const aggregation of aggregationFunctions)
        await env.expectSame('AVAILABILITY', aggregation, [{ date: grouping }]);
      await env.expectSame('DAYS_OUT_OF_STOCK', 'SUM', [{ date: grouping }, { dimension: 'RETAILER' }]);
      await env.expectSame('PRICE_SELL', 'MAX', [{ date: grouping }, { dimension: 'BRAND' }]);
      await env.expectSame('SHARE_OF_SEARCH', 'AVG', [{ date: grouping }]);
    });
  }
});

describe('catalogue mappings joined from temporary tables', () => {
  const mappingTables = async () =>
    (
      await readRows(
        env.t.app.analytics.connection,
        `SELECT table_name FROM duckdb_tables() WHERE temporary AND table_name LIKE 'engine_mapping_%'`,
        [],
      )
    ).map((row) => String(row.table_name));

  duckdbOnly('temporary mapping tables are DuckDB’s; ClickHouse joins the mappings as list parameters')(
    'give the numbers of the plain computation, and of the lists when a table is gone',
    async () => {
      await env.expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }]);
      const tables = await mappingTables();
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) await env.t.app.analytics.connection.run(`DROP TABLE ${table}`);
      await env.expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }, { dimension: 'BRAND_TYPE' }]);
    },
  );

  it('follow a changed mapping of the same split at once', async () => {
    const ids = env.fixture.products.map((product) => product.id);
    const query = (keys: number[]) => ({
      customerId: env.fixture.customerId,
      metric: 'AVAILABILITY' as const,
      aggregation: 'COUNT' as const,
      groupBy: [{ dimension: 'BRAND' as const }],
      dateFrom: FROM,
      dateTo: TO,
      scope: { ...openScope(), retailerIds: env.fixture.retailers.map((retailer) => retailer.id) },
      mappings: { BRAND: { on: 'product_id' as const, ids, keys } },
    });
    const first = await runMetricQuery(env.reader, query(ids.map((_, index) => index % 2)));
    expect(first.map((row) => row.keys[0]).sort()).toEqual([0, 1]);
    const second = await runMetricQuery(env.reader, query(ids.map(() => 7)));
    expect(second.map((row) => row.keys[0])).toEqual([7]);
    expect(second[0]?.count).toBe(first.reduce((sum, row) => sum + row.count, 0));
  });
});

describe('calendar edges', () => {
  it('puts 1–3 January 2021 into ISO week 53 of 2020, starting Monday 28 December', async () => {
    const rows = await env.expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'WEEK' }], {
      from: '2020-12-20',
      to: '2021-01-11',
    });
    expect([...rows.keys()].sort()).toEqual(['2020-12-14', '2020-12-21', '2020-12-28', '2021-01-04', '2021-01-11']);
    // 18 product × retailer pairs a day, 7 days in week 53.
    expect(rows.get('2020-12-28')).toBe(7 * 18);
  });
  it('counts the leap day into February and splits month ends', async () => {
    const rows = await env.expectSame('PRODUCT_COVERAGE', 'COUNT', [{ date: 'MONTHNUM' }], {
      from: '2024-01-31',
      to: '2024-03-01',
    });
    expect(Object.fromEntries(rows)).toEqual({ '2024-01-01': 18, '2024-02-01': 29 * 18, '2024-03-01': 18 });
    const days = await env.expectSame('AVAILABILITY', 'AVG', [{ date: 'DAY' }], {
      from: '2024-02-28',
      to: '2024-03-01',
    });
    expect([...days.keys()].sort()).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
  it('splits years across the turn of 2020', async () => {
    const rows = await env.expectSame('PRICE_SELL', 'AVG', [{ date: 'YEAR' }], {
      from: '2020-12-20',
      to: '2021-01-11',
    });
    expect([...rows.keys()].sort()).toEqual(['2020-01-01|EUR', '2020-01-01|GBP', '2021-01-01|EUR', '2021-01-01|GBP']);
  });
});

describe('every filter kind, resolved in PostgreSQL and applied to the facts', () => {
  const scoped = async (
    selection: Partial<FilterSelection>,
    options: { assortment?: boolean; access?: number[] } = {},
  ) => ({
    ...env.context,
    scope: await resolveScope(
      env.t.app.db,
      env.fixture.customerId,
      options.access ? { all: false, retailerIds: options.access } : { all: true },
      { ...emptySelection(), ...selection },
      { applyRetailerAssortment: options.assortment ?? false },
    ),
  });
  const productsWhere = (test: (product: MarketFixture['products'][number]) => boolean) =>
    env.fixture.products.filter(test).map((product) => product.id);

  it('retailers, countries and the user’s retailer access', async () => {
    const [first, second, third] = env.fixture.retailers;
    await env.expectSame('AVAILABILITY', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ retailers: [first?.id ?? 0] }),
      filter: { retailerIds: [first?.id ?? 0] },
    });
    await env.expectSame('PRICE_SELL', 'AVG', [], {
      ctx: await scoped({ countries: [third?.countryId ?? 0] }),
      filter: { retailerIds: [third?.id ?? 0] },
    });
    // The price index's reference is the average over the retailers in view: two of them here, not the rollups' all.
    const two = [first?.id ?? 0, second?.id ?? 0];
    await env.expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ retailers: two }),
      filter: { retailerIds: two },
    });
    const access = [second?.id ?? 0];
    await env.expectSame('AVAILABILITY', 'SUM', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({ retailers: [first?.id ?? 0, second?.id ?? 0] }, { access }),
      filter: { retailerIds: access },
    });
  });
  it('brands, brand types, tags and products', async () => {
    const brand = env.fixture.brands[1]?.id ?? 0;
    await env.expectSame('REVIEW_COUNT', 'SUM', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({ brands: [brand] }),
      filter: { productIds: productsWhere((p) => p.brandId === brand) },
    });
    const type = env.fixture.brandTypeIds[0] ?? 0;
    const typed = env.fixture.brands.filter((b) => b.brandTypeId === type).map((b) => b.id);
    await env.expectSame(storeAnswers('DCC_SCORE') ? 'DCC_SCORE' : 'IMAGE_COUNT', 'AVG', [{ dimension: 'BRAND' }], {
      ctx: await scoped({ brandTypes: [type] }),
      filter: { productIds: productsWhere((p) => typed.includes(p.brandId ?? -1)) },
    });
    const tags = env.fixture.tags.map((tag) => tag.id);
    const tagged = [...new Set(env.fixture.tags.flatMap((tag) => tag.productIds))];
    await env.expectSame('DAYS_OUT_OF_STOCK', 'MAX', [{ dimension: 'TAG' }], {
      ctx: await scoped({ tags }),
      filter: { productIds: tagged },
    });
    const products = [env.fixture.products[0]?.id ?? 0, env.fixture.products[5]?.id ?? 0];
    await env.expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ products }),
      filter: { productIds: products },
    });
  });
  it('sellers, search keywords, category pages and the agreed assortment', async () => {
    const sellers = [env.fixture.sellers[1]?.id ?? 0, env.fixture.sellers[2]?.id ?? 0];
    await env.expectSame('BUY_BOX_OWNERSHIP', 'AVG', [{ dimension: 'SELLER' }], {
      ctx: await scoped({ sellers }),
      filter: { sellerIds: sellers },
    });
    const keywords = [env.fixture.keywords[0]?.id ?? 0];
    await env.expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: await scoped({ searchKeywords: keywords }),
      filter: { entityIds: keywords },
    });
    const pages = [env.fixture.categories[0]?.id ?? 0];
    await env.expectSame('CATEGORY_RANK', 'COUNT', [], {
      ctx: await scoped({ searchCategories: pages }),
      filter: { entityIds: pages },
    });
    await env.expectSame('PRODUCT_COVERAGE', 'AVG', [{ dimension: 'RETAILER' }], {
      ctx: await scoped({}, { assortment: true }),
      filter: { pairs: env.fixture.assortment },
    });
  });
});
