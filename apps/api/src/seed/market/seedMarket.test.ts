import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRetailers, products, retailers, sellers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { startMarketDataLoad } from './backgroundLoad';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from './seedMarket';

let t: TestApp;
let tenants: MarketTenant[] = [];
const LAST_DAY = 20_400;

const query = async (text: string, values: (number | string)[] = []) =>
  (await t.app.analytics.connection.runAndReadAll(text, values)).getRowObjectsJS();

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedMarketCatalogue(t.app.db, 'small');
});
afterAll(async () => {
  await t.close();
});

describe('market catalogue seed', () => {
  it('seeds 20 retailers in 6 countries, marketplaces with sellers, and a catalogue per demo customer', async () => {
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Acme Retail', 'Brandco']);
    const retailerRows = await t.app.db.select().from(retailers);
    expect(retailerRows).toHaveLength(20);
    expect(new Set(retailerRows.map((row) => row.countryCode)).size).toBe(6);
    const [sellerCount] = await t.app.db.select({ n: count() }).from(sellers);
    expect(sellerCount?.n).toBeGreaterThan(20);
    const acme = tenants[0]!.customerId;
    const tracked = await t.app.db.select().from(customerRetailers).where(eq(customerRetailers.customerId, acme));
    expect(tracked).toHaveLength(6);
    expect(tracked.map((row) => row.module)).toEqual(expect.arrayContaining(['ism', 'fcism', 'none']));
    const acmeProducts = await t.app.db.select().from(products).where(eq(products.customerId, acme));
    expect(acmeProducts).toHaveLength(24);
    expect(acmeProducts.some((row) => row.mapPrice !== null && row.mapCurrency === 'EUR')).toBe(true);
    expect(acmeProducts.every((row) => row.gtinCodes.length > 0)).toBe(true);
  });

  it('hides other tenants from a non-owner role through row-level security on app.customer_id', async () => {
    const role = `rls_reader_${process.pid}_${Date.now()}`;
    const acme = tenants[0]!.customerId;
    await t.app.db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN`));
    await t.app.db.execute(sql.raw(`GRANT SELECT ON products, retailer_products TO ${role}`));
    try {
      const seen = await t.app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
        await tx.execute(sql`select set_config('app.customer_id', ${String(acme)}, true)`);
        const rows = await tx.execute<{ customer_id: number }>(sql`select distinct customer_id from products`);
        const pdps = await tx.execute<{ customer_id: number }>(sql`select distinct customer_id from retailer_products`);
        return [...rows.rows, ...pdps.rows].map((row) => Number(row.customer_id));
      });
      expect(new Set(seen)).toEqual(new Set([acme]));
      // The owner the app connects as is not bound by the (not forced) policy.
      const all = await t.app.db.execute<{ n: number }>(
        sql`select count(distinct customer_id)::int as n from products`,
      );
      expect(Number(all.rows[0]?.n)).toBe(2);
    } finally {
      await t.app.db.execute(sql.raw(`REVOKE ALL ON products, retailer_products FROM ${role}`));
      await t.app.db.execute(sql.raw(`DROP ROLE ${role}`));
    }
  });

  it('does not seed a customer twice', async () => {
    await seedMarketCatalogue(t.app.db, 'small');
    const [tracked] = await t.app.db
      .select({ n: count() })
      .from(customerRetailers)
      .where(and(eq(customerRetailers.customerId, tenants[0]!.customerId)));
    expect(tracked?.n).toBe(6);
    expect((await t.app.db.select().from(retailers)).length).toBe(20);
  });
});

describe('market facts seed', () => {
  it('loads every tenant once: a second run skips tenants already loaded', async () => {
    const first = await seedMarketFacts(t.app.db, t.app.analytics.connection, tenants, { lastDay: LAST_DAY });
    expect(first.loaded).toEqual(['Acme Retail', 'Brandco']);
    const [{ n }] = (await query('select count(*)::INTEGER as n from fact_daily')) as [{ n: number }];
    expect(n).toBe(first.dailyRows);
    const second = await seedMarketFacts(t.app.db, t.app.analytics.connection, tenants, { lastDay: LAST_DAY });
    expect(second.loaded).toEqual([]);
    const [{ n: after }] = (await query('select count(*)::INTEGER as n from fact_daily')) as [{ n: number }];
    expect(after).toBe(n);
    const loads = await query(`select customer_id, state from fact_loads order by customer_id`);
    expect(loads.map((row) => row.state)).toEqual(['ready', 'ready']);
  });

  it('writes one row per assortment pair and day, ending on the last day', async () => {
    const acme = tenants[0]!;
    const pairs = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from assortments where customer_id = ${acme.customerId}`,
    );
    const [row] = await query(
      'select count(*)::INTEGER as n, max(day)::VARCHAR as last, count(DISTINCT day)::INTEGER as days from fact_daily where customer_id = $1',
      [acme.customerId],
    );
    expect(row).toEqual({ n: Number(pairs.rows[0]?.n) * acme.scale.days, last: '2025-11-08', days: acme.scale.days });
  });

  it('stores the daily facts day first within each load (the physical order zone maps rely on)', async () => {
    const rows = await query(`select customer_id, day::VARCHAR as day from fact_daily order by rowid`);
    for (const tenant of tenants) {
      const days = rows.filter((row) => row.customer_id === tenant.customerId).map((row) => String(row.day));
      expect(days.length).toBeGreaterThan(0);
      expect(days).toEqual([...days].sort());
    }
  });

  it('keeps a monthly rollup equal to an independent aggregation of the daily rows', async () => {
    const daily = await query(
      `select customer_id, retailer_id, product_id, strftime(day, '%Y-%m') as month, listed, in_stock, promotion,
              selling_price::DOUBLE as price, map_price::DOUBLE as map, review_count, day::VARCHAR as day
       from fact_daily order by day`,
    );
    const expected = new Map<
      string,
      {
        observed: number;
        listed: number;
        oos: number;
        promo: number;
        priceSum: number;
        violations: number;
        reviewsLast: number | null;
      }
    >();
    for (const row of daily) {
      const key = `${row.customer_id}:${row.retailer_id}:${row.product_id}:${row.month}`;
      const entry = expected.get(key) ?? {
        observed: 0,
        listed: 0,
        oos: 0,
        promo: 0,
        priceSum: 0,
        violations: 0,
        reviewsLast: null,
      };
      entry.observed += 1;
      if (row.listed) entry.listed += 1;
      if (row.listed && row.in_stock === false) entry.oos += 1;
      if (row.promotion) entry.promo += 1;
      if (typeof row.price === 'number') entry.priceSum += row.price;
      if (typeof row.price === 'number' && typeof row.map === 'number' && row.price < row.map) entry.violations += 1;
      if (row.listed) entry.reviewsLast = row.review_count as number;
      expected.set(key, entry);
    }
    const monthly = await query(
      `select customer_id, retailer_id, product_id, strftime(month, '%Y-%m') as month, days_observed, days_listed,
              days_out_of_stock, promotion_days, selling_price_sum::DOUBLE as price_sum, map_violation_days, review_count_last
       from fact_daily_monthly`,
    );
    expect(monthly).toHaveLength(expected.size);
    for (const row of monthly) {
      const entry = expected.get(`${row.customer_id}:${row.retailer_id}:${row.product_id}:${row.month}`);
      expect(entry).toBeDefined();
      expect([
        row.days_observed,
        row.days_listed,
        row.days_out_of_stock,
        row.promotion_days,
        row.map_violation_days,
      ]).toEqual([entry!.observed, entry!.listed, entry!.oos, entry!.promo, entry!.violations]);
      expect(row.price_sum ?? 0).toBeCloseTo(entry!.priceSum, 2);
      expect(row.review_count_last).toBe(entry!.reviewsLast);
    }
  });

  it('reports the background load in GET /api/health: ready with the daily rows', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().marketData).toEqual({
      state: 'idle',
      rows: 0,
    });
    await startMarketDataLoad(t.app, tenants);
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.status).toBe('ok');
    const [{ n }] = (await query('select count(*)::INTEGER as n from fact_daily')) as [{ n: number }];
    expect(health.marketData).toEqual({ state: 'ready', rows: n });
  });
});
