import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  metricByCode,
  widgetDataAnswerSchema,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWidgetQuery } from '../../analytics/engine/runWidgetQuery';
import { DCC_VERSIONS_TABLE } from '../../analytics/dccScoreMacro';
import { applyDccVersion } from '../../analytics/dccVersions';
import { defaultDccDefinition } from '../../analytics/engine/dccCriteria';
import { dccScoreCall, dccScoreExpression } from '../../analytics/engine/dccVersionSql';
import { deleteCustomerFacts, storeLoadLog } from '../../analytics/factLoads';
import { rowsOfColumns } from '../../analytics/factStore/factStore';
import { IN_PROCESS_FACTS } from '../../config/config';
import { users } from '../../db/schema';
import { calculatedMetricVersions } from '../../db/schema/calculatedMetric';
import { untrackedKeyword } from '../../modules/visibilityTracking/testing/untrackedKeyword';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { startMarketDataLoad } from './backgroundLoad';
import { clickhouseSchemaTables } from './copyToClickHouse';
import { epochDay } from './factGenerator';
import { type MarketTenant, seedMarketCatalogue } from './seedMarket';

/*
 * The server's market load with FACTS_URL=chdb: the facts the child process generates reach ClickHouse as well
 * as DuckDB, every table of the ClickHouse schema with the rows DuckDB imported, and a widget answered from
 * ClickHouse gives DuckDB's number and the plain computation's. chdb runs one session per process: the app is
 * closed after this file.
 */

const admin = 'admin@acme.test';
const LAST_DAY = epochDay(new Date()) - 1;
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const RANGE = { dateFrom: isoDay(LAST_DAY - 29), dateTo: isoDay(LAST_DAY) };

let t: TestApp;
let tenants: MarketTenant[] = [];
let workDir: string;
const call = apiCaller(() => t.app);

const duckdbRows = async (text: string, values: (number | string)[] = []) =>
  (await t.app.analytics.connection.runAndReadAll(text, values)).getRowObjectsJS();

/** Rows per customer of a table in each store. */
async function countsPerCustomer(table: string) {
  const duckdb = await duckdbRows(
    `SELECT customer_id, count(*)::INTEGER AS n FROM ${table} GROUP BY ALL ORDER BY customer_id`,
  );
  const clickhouse = await t.app.facts.readColumns(
    `SELECT customer_id, toInt32(count()) AS n FROM ${table} GROUP BY customer_id ORDER BY customer_id`,
    [],
  );
  return {
    duckdb: duckdb.map((row) => ({ customer_id: Number(row.customer_id), n: Number(row.n) })),
    clickhouse: (clickhouse.customer_id ?? []).map((id, index) => ({
      customer_id: Number(id),
      n: Number(clickhouse.n?.[index]),
    })),
  };
}

/** The loads each store records (ClickHouse's current rows), by load id. */
async function loadsInBoth() {
  const columns = 'customer_id, load_id, source, state, daily_rows';
  const duckdb = await duckdbRows(`SELECT ${columns} FROM fact_loads ORDER BY load_id`);
  const clickhouse = rowsOfColumns(
    await t.app.facts.readColumns(`SELECT ${columns} FROM fact_loads FINAL ORDER BY load_id`, []),
  );
  const plain = (rows: Record<string, unknown>[]) =>
    rows.map((row) => ({
      loadId: String(row.load_id),
      customerId: Number(row.customer_id),
      source: String(row.source),
      state: String(row.state),
      dailyRows: Number(row.daily_rows),
    }));
  return { duckdb: plain(duckdb), clickhouse: plain(clickhouse) };
}

/** The ClickHouse schema's tables DuckDB also keeps per customer, but the loads and DCC versions. */
async function copiedTables() {
  const inDuckdb = await duckdbRows(
    `SELECT DISTINCT table_name FROM duckdb_columns() WHERE schema_name = 'main' AND column_name = 'customer_id'`,
  );
  const names = new Set(inDuckdb.map((row) => String(row.table_name)));
  return clickhouseSchemaTables().filter(
    (table) => names.has(table) && !['fact_loads', 'fact_dcc_versions'].includes(table),
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: { FACTS_URL: IN_PROCESS_FACTS } });
  try {
    tenants = await seedMarketCatalogue(t.app.db, 'small');
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-market-clickhouse-'));
  } catch (error) {
    await t.close();
    throw error;
  }
});
afterAll(async () => {
  await t?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the market load with facts on ClickHouse', () => {
  it('copies every table of the ClickHouse schema, per tenant, with the rows DuckDB imported', async () => {
    // What a server killed during a copy leaves in ClickHouse.
    await t.app.facts.run('CREATE TABLE market_copy_left_by_a_kill AS fact_daily');
    await startMarketDataLoad(t.app, tenants, { workDir, lastDay: LAST_DAY });
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.marketData, JSON.stringify(health.marketData)).toMatchObject({ state: 'ready' });
    const tables = await copiedTables();
    expect(tables).toContain('fact_daily');
    expect(tables).toContain('fact_search_results');
    for (const table of tables) {
      const { duckdb } = await countsPerCustomer(table);
      // A load sets off the DCC recompute of each tenant with an active version, which rebuilds its day rollups in
      // ClickHouse after the load returns: wait for it to end.
      await expect
        .poll(async () => (await countsPerCustomer(table)).clickhouse, { message: table, timeout: 60_000 })
        .toEqual(duckdb);
    }
    const { duckdb } = await countsPerCustomer('fact_daily');
    expect(duckdb.map((row) => row.customer_id)).toEqual(tenants.map((tenant) => tenant.customerId));
    // Each tenant's loads are recorded in ClickHouse as in DuckDB (the import's, then the DCC recompute's).
    await expect
      .poll(
        async () => {
          const loads = await loadsInBoth();
          return loads.clickhouse.length > 0 && JSON.stringify(loads.clickhouse) === JSON.stringify(loads.duckdb);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const seedLoads = (await loadsInBoth()).clickhouse
      .filter((load) => load.source === 'seed')
      .sort((a, b) => a.customerId - b.customerId);
    expect(seedLoads.map((load) => [load.customerId, load.state])).toEqual(
      tenants.map((tenant) => [tenant.customerId, 'ready']),
    );
    for (const load of seedLoads)
      expect(load.dailyRows).toBe(duckdb.find((row) => row.customer_id === load.customerId)?.n);
    const staging = await t.app.facts.readColumns(
      "SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, 'market_copy_')",
      [],
    );
    expect(staging.name ?? []).toEqual([]);
    // The values too, not only the row counts: prices and stock per tenant.
    const sums = 'sum(selling_price) AS price, sum(CASE WHEN in_stock THEN 1 ELSE 0 END) AS stocked';
    const fromDuckdb = await duckdbRows(
      `SELECT customer_id, ${sums.replace('sum(selling_price)', 'sum(selling_price)::DOUBLE')} FROM fact_daily GROUP BY ALL ORDER BY 1`,
    );
    const fromClickHouse = await t.app.facts.readColumns(
      `SELECT customer_id, toFloat64(sum(selling_price)) AS price, toInt64(sum(CASE WHEN in_stock THEN 1 ELSE 0 END)) AS stocked
         FROM fact_daily GROUP BY customer_id ORDER BY customer_id`,
      [],
    );
    fromDuckdb.forEach((row, index) => {
      expect(Number(fromClickHouse.price?.[index])).toBeCloseTo(Number(row.price), 2);
      expect(Number(fromClickHouse.stocked?.[index])).toBe(Number(row.stocked));
    });
  }, 120_000);

  it('decides which tenants to load from the loads ClickHouse records, not from DuckDB', async () => {
    const brandco = tenants[1]!;
    const seedLoads = async () => (await loadsInBoth()).clickhouse.filter((load) => load.source === 'seed');
    const before = await seedLoads();
    expect(before.map((load) => load.customerId).sort()).toEqual(tenants.map((tenant) => tenant.customerId).sort());
    // What a server killed between ClickHouse's record of the load and DuckDB's commit leaves: the facts the
    // product reads are loaded, DuckDB's copy records nothing.
    await t.app.analytics.connection.run(`DELETE FROM fact_loads WHERE customer_id = ${brandco.customerId}`);
    await startMarketDataLoad(t.app, tenants, { workDir, lastDay: LAST_DAY });
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.marketData).toEqual({
      state: 'ready',
      rows: before.reduce((sum, load) => sum + load.dailyRows, 0),
    });
    // Not loaded again: no new load in either store.
    expect(await seedLoads()).toEqual(before);
    expect(await duckdbRows('SELECT load_id FROM fact_loads WHERE customer_id = $1', [brandco.customerId])).toEqual([]);
  }, 120_000);

  it('loads a tenant again by replacing its ClickHouse rows, not adding to them', async () => {
    const brandco = tenants[1]!;
    const before = await countsPerCustomer('fact_daily');
    const appliedVersions = async () => ({
      duckdb: (
        await duckdbRows(`SELECT version_id FROM ${DCC_VERSIONS_TABLE} WHERE customer_id = $1`, [brandco.customerId])
      ).map((row) => Number(row.version_id)),
      clickhouse: (
        (
          await t.app.facts.readColumns(
            `SELECT version_id FROM ${DCC_VERSIONS_TABLE} WHERE customer_id = ${brandco.customerId}`,
            [],
          )
        ).version_id ?? []
      ).map(Number),
    });
    // The active DCC version (seeded) is applied in both stores by the recompute the first load queued; the reload
    // forgets it in both (as DuckDB's deleteCustomerFacts does), before its load is recorded, and the recompute the
    // reload queues applies it again.
    const [active] = await t.app.db
      .select({ id: calculatedMetricVersions.id })
      .from(calculatedMetricVersions)
      .where(
        and(
          eq(calculatedMetricVersions.customerId, brandco.customerId),
          eq(calculatedMetricVersions.isActiveVersion, true),
        ),
      );
    const applied = { duckdb: [active?.id], clickhouse: [active?.id] };
    await expect.poll(appliedVersions, { timeout: 60_000 }).toEqual(applied);
    // A load cut off: neither store records it as ready.
    await t.app.analytics.connection.run(`DELETE FROM fact_loads WHERE customer_id = ${brandco.customerId}`);
    const recorded = storeLoadLog(t.app.facts);
    const seedLoad = await recorded.latest(brandco.customerId, 'seed');
    expect(seedLoad?.state).toBe('ready');
    await recorded.finish(seedLoad!, { state: 'failed', dailyRows: 0 });
    const inClickHouseBeforeCommit: number[][] = [];
    await startMarketDataLoad(t.app, tenants, {
      workDir,
      lastDay: LAST_DAY,
      beforeImportCommit: async () => {
        inClickHouseBeforeCommit.push((await appliedVersions()).clickhouse);
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().marketData.state).toBe('ready');
    expect(inClickHouseBeforeCommit).toEqual([[]]);
    await expect.poll(appliedVersions, { timeout: 60_000 }).toEqual(applied);
    const after = await countsPerCustomer('fact_daily');
    expect(after.clickhouse).toEqual(before.clickhouse);
    expect(after.clickhouse).toEqual(after.duckdb);
  }, 120_000);

  it('copies tenants loaded earlier into ClickHouse from DuckDB when ClickHouse lacks them, without loading again', async () => {
    // A DCC version applied in DuckDB that scores pages otherwise than the default: only its first group counts.
    const scored = tenants[1]!.customerId;
    const definition = defaultDccDefinition();
    definition.groups = definition.groups.map((group, index) => ({ ...group, weight: index === 0 ? 1 : 0 }));
    await applyDccVersion(t.app.analytics.connection, scored, { versionId: 77, definition }, { rebuild: true });
    const loadsBefore = await duckdbRows('SELECT load_id FROM fact_loads ORDER BY load_id');
    const before = await countsPerCustomer('fact_daily');
    // What a new start on chdb finds: DuckDB's loads done, ClickHouse empty.
    for (const table of [...(await copiedTables()), 'fact_loads', DCC_VERSIONS_TABLE])
      await t.app.facts.run(`TRUNCATE TABLE ${table}`);
    expect((await countsPerCustomer('fact_daily')).clickhouse).toEqual([]);
    expect(tenants.length).toBeGreaterThan(1);
    // Only the first tenant is the market's this time: the others stand for a tenant seeded outside the market
    // load (the bench tenant), copied because DuckDB records its seed load as ready.
    await startMarketDataLoad(t.app, tenants.slice(0, 1), { workDir, lastDay: LAST_DAY });
    for (const table of await copiedTables()) {
      const { duckdb, clickhouse } = await countsPerCustomer(table);
      expect(clickhouse, table).toEqual(duckdb);
    }
    expect((await countsPerCustomer('fact_daily')).clickhouse).toEqual(before.clickhouse);
    expect(await duckdbRows('SELECT load_id FROM fact_loads ORDER BY load_id')).toEqual(loadsBefore);
    // The refilled tenants' loads come along, so ClickHouse's load stamps and freshness read them.
    const loads = await loadsInBoth();
    expect(loads.clickhouse.length).toBeGreaterThan(0);
    expect(loads.clickhouse).toEqual(loads.duckdb);
    // The applied version comes along, and ClickHouse scores the tenant's pages by it, as DuckDB does.
    // Of the refilled tenants (DuckDB may keep versions of customers without facts, which nothing copies).
    const refilled = new Set(tenants.map((tenant) => tenant.customerId));
    const versionsIn = async (rows: Promise<Record<string, unknown>[]>) =>
      (await rows)
        .map((row) => [Number(row.customer_id), Number(row.version_id)])
        .filter(([customerId]) => refilled.has(customerId ?? 0));
    const versionsSql = `SELECT customer_id, version_id FROM ${DCC_VERSIONS_TABLE} ORDER BY customer_id`;
    const duckdbVersions = await versionsIn(duckdbRows(versionsSql));
    expect(duckdbVersions).toContainEqual([scored, 77]);
    expect(await versionsIn(t.app.facts.readColumns(versionsSql, []).then(rowsOfColumns))).toEqual(duckdbVersions);
    const scores = `SELECT count(*) AS pages, sum(${dccScoreCall('f')}) AS total FROM fact_daily f
      WHERE f.customer_id = ${scored} AND f.listed`;
    const [inDuckdb] = await duckdbRows(scores);
    const inClickHouse = rowsOfColumns(await t.app.facts.readColumns(scores, []))[0];
    expect(Number(inDuckdb?.pages)).toBeGreaterThan(0);
    expect(Number(inClickHouse?.pages)).toBe(Number(inDuckdb?.pages));
    expect(Number(inClickHouse?.total)).toBeCloseTo(Number(inDuckdb?.total), 4);
    const [byDefault] = await duckdbRows(
      `SELECT sum(${dccScoreExpression(defaultDccDefinition())}) AS total FROM fact_daily f WHERE f.customer_id = ${scored} AND f.listed`,
    );
    expect(Number(byDefault?.total)).not.toBeCloseTo(Number(inDuckdb?.total), 0);
  }, 120_000);

  it('collects a keyword tracked while ClickHouse was empty once the refill has copied the tenant', async () => {
    const acme = tenants[0]!;
    for (const table of [...(await copiedTables()), 'fact_loads']) await t.app.facts.run(`TRUNCATE TABLE ${table}`);
    // Added on a chdb start before the refill: its collection (at once, JOBS=off) finds no load of the tenant yet.
    const { retailerId, name } = await untrackedKeyword(t.app.db, acme.customerId);
    const created = await call(
      admin,
      'POST',
      `visibility-tracking/retailer/${retailerId}/keyword/create`,
      { names: [name] },
      acme.customerId,
    );
    expect(created.statusCode, created.body).toBe(200);
    const keywordId = (created.json() as { id: number; name: string }[]).find((keyword) => keyword.name === name)!.id;
    const keywordRows = async () =>
      Number(
        (
          await t.app.facts.readColumns(
            `SELECT toInt64(count()) AS n FROM fact_search_results WHERE customer_id = ${acme.customerId} AND keyword_id = ${keywordId}`,
            [],
          )
        ).n?.[0],
      );
    expect(await keywordRows()).toBe(0);
    await startMarketDataLoad(t.app, tenants.slice(0, 1), { workDir, lastDay: LAST_DAY });
    // The refill queues the collection; its load is recorded after its rows.
    const topUps = async () =>
      (await loadsInBoth()).clickhouse.filter(
        (load) => load.customerId === acme.customerId && load.source === 'visibility-top-up',
      ).length;
    await expect.poll(topUps, { timeout: 60_000 }).toBe(1);
    expect(await keywordRows()).toBeGreaterThan(0);
    // From the collection, not the copy: DuckDB has none of the keyword's results.
    expect(
      await duckdbRows('SELECT count(*)::INTEGER AS n FROM fact_search_results WHERE keyword_id = $1', [keywordId]),
    ).toEqual([{ n: 0 }]);
  }, 120_000);

  it("answers a KPI from ClickHouse equal to DuckDB's answer of the same load and to the plain computation", async () => {
    const acme = tenants[0]!;
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, admin));
    const definition = {
      visualizationType: 'KPI',
      metricId: metricByCode('AVAILABILITY')?.id ?? 0,
      aggregationFunction: 'AVG',
    } as const;
    const onDuckdb = widgetDataAnswerSchema.parse(
      await runWidgetQuery({
        db: t.app.db,
        connection: t.app.analytics.connection,
        readers: t.app.analytics.readers,
        customerId: acme.customerId,
        user: { id: user?.id ?? 0, isSystemAdmin: false },
        definition: widgetQueryDefinitionSchema.parse(definition),
        request: widgetDataRequestSchema.parse(RANGE),
        today: isoDay(LAST_DAY + 1),
      }),
    );
    const [plain] = await duckdbRows(
      `SELECT 100 * avg(CASE WHEN in_stock THEN 1 ELSE 0 END) AS value FROM fact_daily
        WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE AND listed AND in_stock IS NOT NULL`,
      [acme.customerId, RANGE.dateFrom, RANGE.dateTo],
    );
    // DuckDB's copy goes: what the app answers now can only come from ClickHouse.
    await deleteCustomerFacts(t.app.analytics.connection, acme.customerId);
    const answered = await call(admin, 'POST', 'widget/get-data', { definition, ...RANGE }, acme.customerId);
    expect(answered.statusCode, answered.body).toBe(200);
    const onClickHouse = widgetDataAnswerSchema.parse(answered.json());
    const value = (answer: typeof onDuckdb) => (answer.rawOutput as { value: number | null }).value;
    expect(value(onClickHouse)).not.toBeNull();
    expect(value(onClickHouse)).toBeCloseTo(value(onDuckdb) ?? NaN, 6);
    expect(value(onClickHouse)).toBeCloseTo(Number(plain?.value), 6);
    expect(onClickHouse.rawOutput).toEqual(onDuckdb.rawOutput);
  });
});
