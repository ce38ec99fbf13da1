import { aggregationFunctions, type MetricCode, metricByCode } from '@shelfsight/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryMetric } from './engineContext';
import { type GroupKey, openScope } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { DAY_ROLLUPS_READY, dayRollupMetrics, dayRollupTables, pairRollupMetrics, wholeWeeksOf } from './dayRollups';
import { dayRollupFor } from './factTablePlan';
import { engineTestEnvironment, FROM, TO } from './testing/engineFixture';

// The week and day rollups: when the plan reads them, and that they agree with the plain computation.
// Another tenant's facts on the same days must never show up.
const env = engineTestEnvironment({ otherTenantSeed: 99 });

/** A statement without parameters (literal SQL both engines take) on the store under test. */
const readFacts = (sql: string) => env.readBuilt({ sql, params: [] });

describe('the week rollups', () => {
  beforeAll(() => env.rebuildMonthlyRollup());

  it('are built on the store under test', async () => {
    for (const table of dayRollupTables) {
      const [counted] = await env.readBuilt({
        sql: `SELECT count(*) AS n FROM ${table} WHERE customer_id = ${env.fixture.customerId}`,
        params: [],
      });
      expect(Number(counted?.n), table).toBeGreaterThan(0);
    }
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
    // Every aggregation over several ranges and two splits: dozens of queries, past the default on a busy machine.
    it(`give the numbers of the plain computation for ${metric}, per pair and per product, every aggregation`, async () => {
      const retailer = env.fixture.retailers[1]?.id ?? 0;
      const byRetailer = { ...env.context, scope: { ...openScope(), retailerIds: [retailer] } };
      for (const aggregation of aggregationFunctions) {
        for (const { from, to } of ranges) {
          for (const groupBy of pairSplits) {
            read.add(
              String(
                dayRollupFor({
                  customerId: env.fixture.customerId,
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
            await env.expectSame(metric, aggregation, groupBy, { from, to });
          }
          await env.expectSame(metric, aggregation, [{ dimension: 'PRODUCT' }], {
            from,
            to,
            ctx: byRetailer,
            filter: { retailerIds: [retailer] },
          });
          const weeklyByBrand: GroupKey[] = [{ date: 'WEEK' }, { dimension: 'BRAND' }];
          read.add(
            String(
              dayRollupFor({
                customerId: env.fixture.customerId,
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
          await env.expectSame(metric, aggregation, weeklyByBrand, { from, to });
        }
      }
    }, 90_000);
  }
  it('read the pair and product weeks in those comparisons', () => {
    expect(read).toContain('fact_pair_weekly');
    expect(read).toContain('fact_product_weekly');
  });

  it('serve the agreed assortment', async () => {
    const scope = await resolveScope(env.t.app.db, env.fixture.customerId, { all: true }, emptySelection(), {
      applyRetailerAssortment: true,
    });
    expect(
      dayRollupFor({
        customerId: env.fixture.customerId,
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
      await env.expectSame(metric, 'AVG', [{ dimension: 'RETAILER' }], {
        ctx: { ...env.context, scope },
        filter: { pairs: env.fixture.assortment },
      });
    }
  });

  it('rebuild a week that straddles two months when a load touches one of them', async () => {
    const acme = env.fixture.customerId;
    const week = { dateFrom: '2024-02-26', dateTo: '2024-03-03' };
    const countIn = async (table: string) =>
      Number(
        (
          await readFacts(
            `SELECT sum(availability_n)::DOUBLE AS n FROM ${table} WHERE customer_id = ${acme} AND day = '${week.dateFrom}'`,
          )
        )[0]?.n,
      );
    const before = await countIn('fact_pair_weekly');
    expect(before).toBeGreaterThan(0);
    // Remove a March day and reload March only: the week's February days must stay counted.
    await env.runFacts(`DELETE FROM fact_daily WHERE customer_id = ${acme} AND day = '2024-03-01'`);
    await env.rebuildRollupMonths(['2024-03-01']);
    const observed = Number(
      (
        await readFacts(
          `SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = ${acme} AND listed AND in_stock IS NOT NULL AND day BETWEEN '${week.dateFrom}' AND '${week.dateTo}'`,
        )
      )[0]?.n,
    );
    expect(observed).toBeLessThan(before);
    expect(await countIn('fact_pair_weekly')).toBe(observed);
    expect(await countIn('fact_product_weekly')).toBe(observed);
    // Put the day back for the tests that follow.
    await env.restoreDailyFacts('2024-03-01');
    await env.rebuildRollupMonths(['2024-03-01']);
    expect(await countIn('fact_pair_weekly')).toBe(before);
  });
});

describe('the day rollups', () => {
  const query = (metric: MetricCode, groupBy: GroupKey[], scope = openScope()) => ({
    customerId: env.fixture.customerId,
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
      if (read.size === 0) await env.rebuildMonthlyRollup();
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of splits) {
          for (const { from, to } of ranges) {
            const table = dayRollupFor({ ...query(metric, groupBy), aggregation, dateFrom: from, dateTo: to });
            if (table) read.add(table);
            await env.expectSame(metric, aggregation, groupBy, { from, to });
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
    const retailer = env.fixture.retailers[0]?.id ?? 0;
    const products = env.fixture.products.slice(0, 3).map((product) => product.id);
    const byRetailer = { ...env.context, scope: { ...openScope(), retailerIds: [retailer] } };
    await env.expectSame('AVAILABILITY', 'AVG', [{ date: 'WEEK' }], {
      ctx: byRetailer,
      filter: { retailerIds: [retailer] },
    });
    const byProduct = { ...env.context, scope: { ...openScope(), productIds: products } };
    await env.expectSame('PRICE_SELL', 'MAX', [{ dimension: 'BRAND' }], {
      ctx: byProduct,
      filter: { productIds: products },
    });
    await env.expectSame('REVIEW_SCORE', 'AVG', [{ dimension: 'PRODUCT' }], {
      ctx: byProduct,
      filter: { productIds: products },
    });
  });

  it('are read only for customers whose day rollups are complete, and completed by their next load', async () => {
    const acme = env.fixture.customerId;
    const retailer = env.fixture.retailers[0]?.id ?? 0;
    await env.runFacts(`DELETE FROM ${DAY_ROLLUPS_READY} WHERE customer_id = ${acme}`);
    // A stray row that would change the retailer's availability if the rollup were read.
    await env.runFacts(
      `INSERT INTO fact_retailer_daily (customer_id, retailer_id, day, availability_n, availability_s) VALUES (${acme}, ${retailer}, '2024-02-01', 1000, 0)`,
    );
    await env.expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
    // A load of one month rebuilds every month of a customer that is not ready yet.
    await env.rebuildRollupMonths(['2024-02-01']);
    const ready = await readFacts(`SELECT count(*)::DOUBLE AS n FROM ${DAY_ROLLUPS_READY} WHERE customer_id = ${acme}`);
    expect(Number(ready[0]?.n)).toBe(1);
    // Read from the rebuilt rollup now: the stray row is gone.
    await env.expectSame('AVAILABILITY', 'AVG', [{ dimension: 'RETAILER' }]);
  });

  it('are rebuilt with the months a load touches', async () => {
    const acme = env.fixture.customerId;
    const countOn = (what: string, table: string) =>
      readFacts(`SELECT ${what}::DOUBLE AS n FROM ${table} WHERE customer_id = ${acme} AND day = '2024-02-10'`);
    const before = await countOn('sum(availability_n)', 'fact_retailer_daily');
    await env.runFacts(`DELETE FROM fact_daily WHERE customer_id = ${acme} AND day = '2024-02-10'`);
    await env.rebuildRollupMonths(['2024-02-01']);
    const after = await countOn('count(*)', 'fact_retailer_daily');
    expect(Number(before[0]?.n)).toBeGreaterThan(0);
    expect(Number(after[0]?.n)).toBe(0);
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const range = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
    const observed = await readFacts(
      `SELECT count(*)::DOUBLE AS n FROM fact_daily WHERE customer_id = ${acme} AND listed AND in_stock IS NOT NULL AND day BETWEEN '${range.dateFrom}' AND '${range.dateTo}'`,
    );
    const [total] = await queryMetric(env.context, definition, 'COUNT', [], range);
    expect(total?.value).toBe(Number(observed[0]?.n));
  });
});
