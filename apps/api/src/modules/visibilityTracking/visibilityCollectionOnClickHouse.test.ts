import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOfColumns } from '../../analytics/factStore/factStore';
import type { FactRow } from '../../analytics/factWriter';
import { rebuildMonthlyRollup } from '../../analytics/monthlyRollup';
import { IN_PROCESS_FACTS } from '../../config/config';
import { epochDay, generateFacts } from '../../seed/market/factGenerator';
import { loadMarketCatalogue } from '../../seed/market/marketCatalogue';
import { DEFAULT_MARKET_SEED } from '../../seed/market/scales';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { queueVisibilityCollection } from './visibilityCollection';
import { untrackedKeyword } from './testing/untrackedKeyword';

// With FACTS_URL=chdb: a keyword added after the demo load is collected into the ClickHouse store, where the
// widgets read it, and recorded as a load in ClickHouse's fact_loads. The demo facts and their load's record are
// loaded into DuckDB, copied into ClickHouse, and then removed from DuckDB.

let t: TestApp;
let acme: MarketTenant;
const admin = 'admin@acme.test';
const call = apiCaller(() => t.app);
const LAST_DAY = epochDay(new Date()) - 1;
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { dateFrom: isoDay(LAST_DAY - 13), dateTo: isoDay(LAST_DAY) };
const COPIED = ['fact_daily', 'fact_search_results', 'fact_category_listings', 'fact_banners', 'fact_loads'] as const;

beforeAll(async () => {
  t = await createTestApp({ env: { FACTS_URL: IN_PROCESS_FACTS } });
  try {
    await t.app.ready();
    const tenants = await seedMarketCatalogue(t.app.db, 'small');
    acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!;
    await seedMarketFacts(t.app.db, t.app.analytics.connection, [acme], { lastDay: LAST_DAY });
    const { connection } = t.app.analytics;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'visibility-on-clickhouse-'));
    try {
      for (const table of COPIED) {
        const file = path.join(folder, `${table}.parquet`);
        await connection.run(`COPY (SELECT * FROM ${table}) TO '${file}' (FORMAT PARQUET)`);
        const columns = (await connection.runAndReadAll(`SELECT * FROM ${table} LIMIT 0`)).columnNames();
        await t.app.facts.insertParquet!(table, columns, file);
        await connection.run(`DELETE FROM ${table}`);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await rebuildMonthlyRollup(t.app.facts, acme.customerId);
  } catch (error) {
    // chdb allows one session per process: closing the app closes the store.
    await t.close();
    throw error;
  }
}, 180_000);
afterAll(() => t?.close());

const storeRows = async (sql: string) => rowsOfColumns(await t.app.facts.readColumns(sql, []));

/** The share-of-search widget split by keyword over PERIOD. */
async function shareOfSearch() {
  const response = await call(admin, 'POST', 'widget/get-data', {
    definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 21, dimensionId: 8, aggregationFunction: 'AVG' },
    ...PERIOD,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
}

describe('collecting a keyword added after the load, with facts on ClickHouse', () => {
  it('writes its results into the ClickHouse store, where share of search reads them, once', async () => {
    expect(t.app.facts.dialect.engine).toBe('clickhouse');
    const { retailerId, name } = await untrackedKeyword(t.app.db, acme.customerId);
    const before = await shareOfSearch();
    expect(before.rawOutput.bars.length).toBeGreaterThan(0);
    expect(before.rawOutput.bars.some((bar) => bar.label === name)).toBe(false);
    const created = await call(admin, 'POST', `visibility-tracking/retailer/${retailerId}/keyword/create`, {
      names: [name],
    });
    expect(created.statusCode, created.body).toBe(200);
    const keywordId = (created.json() as { id: number; name: string }[]).find((keyword) => keyword.name === name)!.id;

    // The same results a load of the customer's facts with the keyword tracked writes, in ClickHouse only.
    const fullLoad: FactRow[] = [];
    await generateFacts(
      await loadMarketCatalogue(t.app.db, acme.customerId),
      { seed: DEFAULT_MARKET_SEED, lastDay: LAST_DAY, days: acme.scale.days, details: acme.scale.details },
      (table, row) => {
        if (table === 'fact_search_results' && row.keyword_id === keywordId) fullLoad.push(row);
      },
    );
    const stored = await storeRows(
      `SELECT toInt32(dateDiff('day', toDate('1970-01-01'), day)) AS day, product_id, rank, page, sponsored FROM fact_search_results
       WHERE customer_id = ${acme.customerId} AND keyword_id = ${keywordId} ORDER BY day, rank`,
    );
    expect(fullLoad.length).toBeGreaterThan(0);
    expect(stored).toEqual(
      fullLoad.map(({ day, product_id, rank, page, sponsored }) => ({ day, product_id, rank, page, sponsored })),
    );
    const inDuckdb = await t.app.analytics.connection.runAndReadAll(
      'SELECT count(*)::INTEGER FROM fact_search_results WHERE keyword_id = $1',
      [keywordId],
    );
    expect(inDuckdb.getRows()[0]?.[0]).toBe(0);
    // The collection is a load of the customer, recorded where its facts are (it moves the load stamp there).
    const loads = await storeRows(
      `SELECT source, state, toString(day_from) AS day_from, toString(day_to) AS day_to FROM fact_loads FINAL
        WHERE customer_id = ${acme.customerId} ORDER BY started_at`,
    );
    const seedDays = { day_from: isoDay(LAST_DAY - acme.scale.days + 1), day_to: isoDay(LAST_DAY) };
    expect(loads).toEqual([
      { source: 'seed', state: 'ready', ...seedDays },
      { source: 'visibility-top-up', state: 'ready', ...seedDays },
    ]);
    const loadsInDuckdb = await t.app.analytics.connection.runAndReadAll('SELECT count(*)::INTEGER FROM fact_loads');
    expect(loadsInDuckdb.getRows()[0]?.[0]).toBe(0);

    // Share of search, plainly from the generated rows: per search day, the percent of page 1 held by unsponsored
    // products of the customer; then the mean over the days.
    const byDay = new Map<number, { onPage1: number; pageSize: number }>();
    for (const row of fullLoad) {
      const day = Number(row.day);
      if (isoDay(day) < PERIOD.dateFrom || isoDay(day) > PERIOD.dateTo) continue;
      const search = byDay.get(day) ?? { onPage1: 0, pageSize: 0 };
      if (Number(row.page) === 1 && !row.sponsored) search.onPage1 += 1;
      search.pageSize = Math.max(search.pageSize, Number(row.page_size));
      byDay.set(day, search);
    }
    const shares = [...byDay.values()].map((search) => (search.onPage1 * 100) / search.pageSize);
    expect(shares.length).toBeGreaterThan(0);
    const answer = await shareOfSearch();
    const bar = answer.rawOutput.bars.find((candidate) => candidate.label === name);
    expect(bar, JSON.stringify(answer.rawOutput.bars.map((candidate) => candidate.label))).toBeDefined();
    expect(bar!.value).toBeCloseTo(shares.reduce((sum, share) => sum + share, 0) / shares.length, 9);

    // Another collection finds nothing to add.
    const count = async () =>
      (
        await storeRows(`SELECT toInt32(count()) AS n FROM fact_search_results WHERE customer_id = ${acme.customerId}`)
      )[0]?.n;
    const rowsAfter = await count();
    await queueVisibilityCollection(t.app, acme.customerId);
    expect(await count()).toBe(rowsAfter);
  });
});
