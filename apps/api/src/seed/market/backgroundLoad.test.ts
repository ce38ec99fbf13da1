import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_ROLLUPS_READY, dayRollupTables } from '../../analytics/engine/dayRollups';
import { factTables } from '../../analytics/factSchema';
import { type Analytics, openAnalytics } from '../../plugins/analytics';
import { createTestApp, type TestApp } from '../../test/testApp';
import { startMarketDataLoad } from './backgroundLoad';
import { type MarketTenant, seedMarketCatalogue, seedMarketFacts } from './seedMarket';

let t: TestApp;
let tenants: MarketTenant[] = [];
let workDir: string;
const LAST_DAY = 20_400;

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
const rows = async (connection: Analytics['connection'], text: string) =>
  (await connection.runAndReadAll(text)).getRowObjectsJS();

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedMarketCatalogue(t.app.db, 'small');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-market-load-'));
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('background market-data load in a child process', () => {
  it('reports failed when the child cannot write its file, and the server stays healthy', async () => {
    // /proc takes no new files, not even from root: the child's DuckDB file cannot be created.
    await startMarketDataLoad(t.app, tenants, { workDir: '/proc', lastDay: LAST_DAY });
    const body = await health();
    expect(body.status).toBe('ok');
    expect(body.marketData.state).toBe('failed');
    expect(body.marketData.message).toMatch(/market-load-/);
    expect(await rows(t.app.analytics.connection, 'select count(*)::INTEGER as n from fact_daily')).toEqual([{ n: 0 }]);
  });

  it('goes from loading to ready with the facts and rollup a direct load writes, and leaves no work file, stale ones included', async () => {
    // What a server killed mid-load leaves behind.
    await writeFile(path.join(workDir, 'market-load-stale.duckdb'), 'partial');
    // DuckDB shows the limit rounded ('18.8 GiB'); setting that text back may read one step lower.
    const memoryLimitGiB = async () => {
      const [row] = await rows(t.app.analytics.connection, "select current_setting('memory_limit') as m");
      const [, amount, unit] = /^([\d.]+) (\w+)$/.exec(String(row?.m)) ?? [];
      return (
        Number(amount) / ({ KiB: 1024 ** 2, MiB: 1024, GiB: 1, TiB: 1 / 1024 } as Record<string, number>)[unit ?? '']!
      );
    };
    const limitBefore = await memoryLimitGiB();
    const running = startMarketDataLoad(t.app, tenants, { workDir, lastDay: LAST_DAY });
    expect((await health()).marketData).toEqual({ state: 'loading', rows: 0 });
    await running;
    // Releasing the copied blocks lowers the store's memory limit for a moment; later queries need it back.
    expect(await memoryLimitGiB()).toBeCloseTo(limitBefore, 0);

    // The same tenants loaded in-process into a store of their own: the child must write the same rows.
    const direct = await openAnalytics(':memory:');
    try {
      const expected = await seedMarketFacts(t.app.db, direct.connection, tenants, { lastDay: LAST_DAY });
      expect((await health()).marketData).toEqual({ state: 'ready', rows: expected.dailyRows });
      for (const table of [...factTables, 'fact_daily_monthly', ...dayRollupTables, DAY_ROLLUPS_READY]) {
        const digest = `select count(*)::INTEGER as n, sum(hash(t))::VARCHAR as h from ${table} t`;
        expect(await rows(t.app.analytics.connection, digest), table).toEqual(await rows(direct.connection, digest));
      }
    } finally {
      direct.close();
    }
    const loads = await rows(
      t.app.analytics.connection,
      `select customer_id, state, daily_rows::INTEGER as n from fact_loads where state = 'ready' order by customer_id`,
    );
    expect(loads.map((load) => load.customer_id)).toEqual(tenants.map((tenant) => tenant.customerId));
    expect(await readdir(workDir)).toEqual([]);
    // Two full market loads (the server's and the direct one): a bound on a busy machine, not a speed check.
  }, 120_000);

  it('keeps the daily facts day first within each tenant (the order zone maps rely on)', async () => {
    for (const tenant of tenants) {
      const days = (
        await rows(
          t.app.analytics.connection,
          `select day::VARCHAR as day from fact_daily where customer_id = ${tenant.customerId} order by rowid`,
        )
      ).map((row) => String(row.day));
      expect(days.length).toBeGreaterThan(0);
      expect(days).toEqual([...days].sort());
    }
  });

  it('is ready at once on a second start: loaded tenants are skipped', async () => {
    const before = await rows(t.app.analytics.connection, 'select count(*)::INTEGER as n from fact_daily');
    await startMarketDataLoad(t.app, tenants, { workDir, lastDay: LAST_DAY });
    expect((await health()).marketData).toEqual({ state: 'ready', rows: before[0]!.n });
    expect(await rows(t.app.analytics.connection, 'select count(*)::INTEGER as n from fact_daily')).toEqual(before);
  });

  it('runs a catalogue step handed over as a function first, reporting loading while it runs', async () => {
    let seedCatalogue: (tenantsToLoad: MarketTenant[]) => void = () => undefined;
    const catalogue = new Promise<MarketTenant[]>((resolve) => {
      seedCatalogue = resolve;
    });
    const running = startMarketDataLoad(t.app, () => catalogue, { workDir, lastDay: LAST_DAY });
    expect((await health()).marketData.state).toBe('loading');
    seedCatalogue(tenants); // loaded already: the job skips them
    await running;
    expect((await health()).marketData).toMatchObject({ state: 'ready' });
    expect((await health()).marketData.rows).toBeGreaterThan(0);
  });

  it('reports failed when the catalogue step fails', async () => {
    await startMarketDataLoad(t.app, () => Promise.reject(new Error('catalogue seed failed')), {
      workDir,
      lastDay: LAST_DAY,
    });
    expect((await health()).marketData).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('catalogue seed failed'),
    });
  });

  it('stops the child when the server closes mid-load, leaving the store as it was', async () => {
    await t.app.analytics.connection.run(`delete from fact_loads where customer_id = ${tenants[1]!.customerId}`);
    const before = await rows(t.app.analytics.connection, 'select count(*)::INTEGER as n from fact_daily');
    const running = startMarketDataLoad(t.app, tenants, { workDir, lastDay: LAST_DAY });
    // Rows are reported once the child is generating; stop it then, not before it started.
    while (t.app.marketData.status.state === 'loading' && t.app.marketData.status.rows === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await t.app.marketData.stop();
    await running;
    expect((await health()).marketData).toMatchObject({ state: 'failed', message: expect.stringMatching(/closing/) });
    expect(await rows(t.app.analytics.connection, 'select count(*)::INTEGER as n from fact_daily')).toEqual(before);
    expect(await readdir(workDir)).toEqual([]);
  });
});
