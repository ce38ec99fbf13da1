import { type AggregationFunction, type MetricCode } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moveRetailerProductFacts } from '../retailerProductFacts';
import { dayRollupFor } from './factTablePlan';
import { type GroupKey, openScope } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { duckdbOnly, engineTestEnvironment, FROM, TO } from './testing/engineFixture';
import type { MarketFixture } from './testing/marketFixture';

// The product selection decides which product × retailer pairs are tracked: every widget number follows it.
const env = engineTestEnvironment();

describe('the product selection narrows every widget to the tracked pairs', () => {
  it('keeps at a filtered retailer only products matching one of its filters, everything elsewhere', async () => {
    const [first, second] = env.fixture.retailers;
    const brand = env.fixture.brands[0]!.id;
    const tag = env.fixture.tags[0]!;
    const customerId = env.fixture.customerId;
    // First retailer: products of one brand, or carrying one tag. Second: that brand and that tag at once.
    await env.t.app.db.execute(sql`
      INSERT INTO product_selection_filters (customer_id, retailer_id, brand_ids, tag_ids) VALUES
        (${customerId}, ${first!.id}, ARRAY[${brand}]::int[], '{}'),
        (${customerId}, ${first!.id}, '{}', ARRAY[${tag.id}]::int[]),
        (${customerId}, ${second!.id}, ARRAY[${brand}]::int[], ARRAY[${tag.id}]::int[])`);
    try {
      const pairs = env.fixture.retailers.flatMap((retailer) =>
        env.fixture.products
          .filter((product) => {
            const ofBrand = product.brandId === brand;
            const tagged = tag.productIds.includes(product.id);
            if (retailer.id === first!.id) return ofBrand || tagged;
            if (retailer.id === second!.id) return ofBrand && tagged;
            return true;
          })
          .map((product) => ({ retailerId: retailer.id, productId: product.id })),
      );
      expect(pairs.length).toBeLessThan(env.fixture.retailers.length * env.fixture.products.length);
      const scope = await resolveScope(env.t.app.db, customerId, { all: true }, emptySelection(), {
        applyRetailerAssortment: false,
      });
      const ctx = { ...env.context, scope };
      // Rollups per retailer or per product cannot tell the pairs apart: the pair table or observations answer.
      const query = { customerId, metric: 'AVAILABILITY' as const, aggregation: 'AVG' as const, groupBy: [] };
      expect(dayRollupFor({ ...query, dateFrom: FROM, dateTo: TO, scope, mappings: {} })).toBe('fact_pair_weekly');
      for (const metric of ['AVAILABILITY', 'PRICE_SELL', 'REVIEW_COUNT', 'PRODUCT_COVERAGE'] as const) {
        await env.expectSame(metric, 'AVG', [], { ctx, filter: { pairs } });
        await env.expectSame(metric, 'AVG', [{ dimension: 'RETAILER' }], { ctx, filter: { pairs } });
        await env.expectSame(metric, 'COUNT', [{ dimension: 'PRODUCT' }], { ctx, filter: { pairs } });
      }
      await env.expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'BRAND' }], { ctx, filter: { pairs } });
      await env.expectSame('SEARCH_RANK', 'AVG', [{ dimension: 'RETAILER' }], { ctx, filter: { pairs } });
    } finally {
      await env.t.app.db.execute(sql`DELETE FROM product_selection_filters WHERE customer_id = ${customerId}`);
    }
    const open = await resolveScope(env.t.app.db, customerId, { all: true }, emptySelection(), {
      applyRetailerAssortment: false,
    });
    expect(open.excludedPairKeys).toBeNull();
  });
});

const remapTest = duckdbOnly('moving facts to a remapped product (moveRetailerProductFacts) writes DuckDB only so far');

describe("a mapping moves a retailer product's facts to the product it now is", () => {
  remapTest(
    'answers as the plain computation over the remapped facts, on the rollups too, and back again',
    async () => {
      const [, second, third] = env.fixture.products;
      const retailerId = env.fixture.retailers[0]!.id;
      const customerId = env.fixture.customerId;
      const connection = await env.t.app.analytics.connect();
      const shapes: [MetricCode, AggregationFunction, GroupKey[]][] = [
        ['AVAILABILITY', 'AVG', [{ dimension: 'PRODUCT' }]],
        ['PRICE_SELL', 'AVG', [{ dimension: 'PRODUCT' }, { dimension: 'RETAILER' }]],
        ['REVIEW_COUNT', 'SUM', [{ dimension: 'BRAND' }]],
        ['AVAILABILITY', 'COUNT', [{ date: 'WEEK' }]],
      ];
      const check = async (market: MarketFixture) => {
        for (const [metric, aggregation, groupBy] of shapes)
          await env.expectSame(metric, aggregation, groupBy, { market });
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
          {
            retailerId,
            from: { kind: 'product', productId: third!.id },
            to: { kind: 'product', productId: second!.id },
          },
        ]);
        const remapped = <Row extends { retailer_id: number; product_id: number }>(rows: Row[]) =>
          rows
            .filter((row) => !(row.retailer_id === retailerId && row.product_id === second!.id))
            .map((row) =>
              row.retailer_id === retailerId && row.product_id === third!.id ? { ...row, product_id: second!.id } : row,
            );
        const market = {
          ...env.fixture,
          daily: remapped(env.fixture.daily),
          search: remapped(env.fixture.search),
          category: remapped(env.fixture.category),
        };
        await check(market);
        // Whole February by product, from the rebuilt monthly product rollup.
        await env.expectSame('AVAILABILITY', 'AVG', monthly.groupBy, {
          from: monthly.dateFrom,
          to: monthly.dateTo,
          market,
        });
      } finally {
        await moveRetailerProductFacts(connection, customerId, [
          {
            retailerId,
            from: { kind: 'product', productId: second!.id },
            to: { kind: 'product', productId: third!.id },
          },
          { retailerId, from: { kind: 'parked', unmappedId: 77 }, to: { kind: 'product', productId: second!.id } },
        ]);
        connection.closeSync();
      }
      await check(env.fixture);
    },
  );
});
