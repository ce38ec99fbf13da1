import { metricByCode, type AggregationFunction, type MetricCode } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp';
import { type EngineContext, queryMetric } from './engineContext';
import { moveRetailerProductFacts } from '../retailerProductFacts';
import { dayRollupFor } from './factTablePlan';
import { metricSql } from './metricSql';
import { type GroupKey, openScope } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { FROM, keyOf, openEngineFixture, TO } from './testing/engineFixture';
import type { MarketFixture } from './testing/marketFixture';
import { type ReferenceFilter, referenceQuery } from './testing/referenceEngine';

// The product selection decides which product × retailer pairs are tracked: every widget number follows it.
let t: TestApp;
let fixture: MarketFixture;
let context: EngineContext;

beforeAll(async () => {
  ({ t, fixture, context } = await openEngineFixture());
});
afterAll(async () => {
  await t.close();
});

async function expectSame(
  metric: MetricCode,
  aggregation: AggregationFunction,
  groupBy: GroupKey[],
  ctx: EngineContext,
  filter: ReferenceFilter,
  market: MarketFixture = fixture,
) {
  const rows = await queryMetric(ctx, metricByCode(metric)!, aggregation, groupBy, { dateFrom: FROM, dateTo: TO });
  const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
  const level = metricSql[metric].level;
  const expected = referenceQuery(
    market,
    metric,
    level === 'weighted' || level === 'keywordDay' ? 'AVG' : aggregation,
    groupBy,
    FROM,
    TO,
    filter,
  );
  expect([...actual.keys()].sort(), `${metric} groups`).toEqual([...expected.keys()].sort());
  for (const [key, value] of expected) {
    if (value === null) expect(actual.get(key) ?? null, `${metric} ${key}`).toBeNull();
    else expect(actual.get(key), `${metric} ${key}`).toBeCloseTo(value, 6);
  }
}

describe('the product selection narrows every widget to the tracked pairs', () => {
  it('keeps at a filtered retailer only products matching one of its filters, everything elsewhere', async () => {
    const [first, second] = fixture.retailers;
    const brand = fixture.brands[0]!.id;
    const tag = fixture.tags[0]!;
    const customerId = fixture.customerId;
    // First retailer: products of one brand, or carrying one tag. Second: that brand and that tag at once.
    await t.app.db.execute(sql`
      INSERT INTO product_selection_filters (customer_id, retailer_id, brand_ids, tag_ids) VALUES
        (${customerId}, ${first!.id}, ARRAY[${brand}]::int[], '{}'),
        (${customerId}, ${first!.id}, '{}', ARRAY[${tag.id}]::int[]),
        (${customerId}, ${second!.id}, ARRAY[${brand}]::int[], ARRAY[${tag.id}]::int[])`);
    try {
      const pairs = fixture.retailers.flatMap((retailer) =>
        fixture.products
          .filter((product) => {
            const ofBrand = product.brandId === brand;
            const tagged = tag.productIds.includes(product.id);
            if (retailer.id === first!.id) return ofBrand || tagged;
            if (retailer.id === second!.id) return ofBrand && tagged;
            return true;
          })
          .map((product) => ({ retailerId: retailer.id, productId: product.id })),
      );
      expect(pairs.length).toBeLessThan(fixture.retailers.length * fixture.products.length);
      const scope = await resolveScope(t.app.db, customerId, { all: true }, emptySelection(), {
        applyRetailerAssortment: false,
      });
      const ctx = { ...context, scope };
      // Rollups per retailer or per product cannot tell the pairs apart: the pair table or observations answer.
      const query = { customerId, metric: 'AVAILABILITY' as const, aggregation: 'AVG' as const, groupBy: [] };
      expect(dayRollupFor({ ...query, dateFrom: FROM, dateTo: TO, scope, mappings: {} })).toBe('fact_pair_weekly');
      for (const metric of ['AVAILABILITY', 'PRICE_SELL', 'REVIEW_COUNT', 'PRODUCT_COVERAGE'] as const) {
        await expectSame(metric, 'AVG', [], ctx, { pairs });
        await expectSame(metric, 'AVG', [{ dimension: 'RETAILER' }], ctx, { pairs });
        await expectSame(metric, 'COUNT', [{ dimension: 'PRODUCT' }], ctx, { pairs });
      }
      await expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'BRAND' }], ctx, { pairs });
      await expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'RETAILER' }], ctx, { pairs });
    } finally {
      await t.app.db.execute(sql`DELETE FROM product_selection_filters WHERE customer_id = ${customerId}`);
    }
    const open = await resolveScope(t.app.db, customerId, { all: true }, emptySelection(), {
      applyRetailerAssortment: false,
    });
    expect(open.excludedPairKeys).toBeNull();
  });
});

describe("a mapping moves a retailer product's facts to the product it now is", () => {
  it('answers as the plain computation over the remapped facts, on the rollups too, and back again', async () => {
    const [, second, third] = fixture.products;
    const retailerId = fixture.retailers[0]!.id;
    const customerId = fixture.customerId;
    const connection = await t.app.analytics.connect();
    const shapes: [MetricCode, AggregationFunction, GroupKey[]][] = [
      ['AVAILABILITY', 'AVG', [{ dimension: 'PRODUCT' }]],
      ['PRICE_SELL', 'AVG', [{ dimension: 'PRODUCT' }, { dimension: 'RETAILER' }]],
      ['REVIEW_COUNT', 'SUM', [{ dimension: 'BRAND' }]],
      ['AVAILABILITY', 'COUNT', [{ date: 'WEEK' }]],
    ];
    const check = async (market: MarketFixture) => {
      for (const [metric, aggregation, groupBy] of shapes)
        await expectSame(metric, aggregation, groupBy, context, {}, market);
    };
    // Whole February by product reads the monthly product rollup: it must have been rebuilt.
    const query = { customerId, metric: 'AVAILABILITY' as const, aggregation: 'AVG' as const, mappings: {} };
    const monthly = {
      ...query,
      groupBy: [{ dimension: 'PRODUCT' as const }],
      dateFrom: '2024-02-01',
      dateTo: '2024-02-29',
    };
    expect(dayRollupFor({ ...monthly, scope: openScope() })).toBe('fact_product_monthly');
    try {
      // The second product's page there is unmapped (parked as unmapped row 77), the third's becomes the second's.
      await moveRetailerProductFacts(connection, customerId, [
        { retailerId, from: { kind: 'product', productId: second!.id }, to: { kind: 'parked', unmappedId: 77 } },
        { retailerId, from: { kind: 'product', productId: third!.id }, to: { kind: 'product', productId: second!.id } },
      ]);
      const remapped = <Row extends { retailer_id: number; product_id: number }>(rows: Row[]) =>
        rows
          .filter((row) => !(row.retailer_id === retailerId && row.product_id === second!.id))
          .map((row) =>
            row.retailer_id === retailerId && row.product_id === third!.id ? { ...row, product_id: second!.id } : row,
          );
      const market = {
        ...fixture,
        daily: remapped(fixture.daily),
        search: remapped(fixture.search),
        category: remapped(fixture.category),
      };
      await check(market);
      const rows = await queryMetric(context, metricByCode('AVAILABILITY')!, 'AVG', monthly.groupBy, monthly);
      const expected = referenceQuery(market, 'AVAILABILITY', 'AVG', monthly.groupBy, monthly.dateFrom, monthly.dateTo);
      const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, value] of expected) expect(actual.get(key), key).toBeCloseTo(value ?? NaN, 6);
    } finally {
      await moveRetailerProductFacts(connection, customerId, [
        { retailerId, from: { kind: 'product', productId: second!.id }, to: { kind: 'product', productId: third!.id } },
        { retailerId, from: { kind: 'parked', unmappedId: 77 }, to: { kind: 'product', productId: second!.id } },
      ]);
      connection.closeSync();
    }
    await check(fixture);
  });
});
