import {
  type AggregationFunction,
  type MetricCode,
  metricByCode,
  type PriceIndexReference,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { openClickHouseFacts } from '../../factStore/clickhouseFactStore';
import { type DuckDBValue, listValue } from '@duckdb/node-api';
import type { FactRow } from '../../factWriter';
import { duckdbDialect, type FactDialect } from '../../factStore/factDialect';
import { type FactStore, rowsOfColumns } from '../../factStore/factStore';
import { refreshRollupMonths } from '../../ingest/rollupMonths';
import { rebuildMonthlyRollup } from '../../monthlyRollup';
import { type EngineContext, queryMetric } from '../engineContext';
import { type FactReader, readRows } from '../runMetricQuery';
import { metricSql } from '../metricSql';
import { type GroupKey, type MetricRow, openScope } from '../queryTypes';
import { insertRows, loadMarketFixture, type MarketFixture, marketFactRows } from './marketFixture';
import { type ReferenceFilter, referenceQuery } from './referenceEngine';

/** The period the engine tests read by default. */
export const FROM = '2024-01-24';
export const TO = '2024-03-05';

/**
 * The fact store the engine suites read: DuckDB (the default), or ClickHouse in process with
 * `FACTS_TEST_STORE=clickhouse` (CI runs the suites once on each; see the fact store README).
 */
export const factTestStore: 'duckdb' | 'clickhouse' =
  process.env.FACTS_TEST_STORE === 'clickhouse' ? 'clickhouse' : 'duckdb';

/**
 * A test of what only the DuckDB store does so far (DuckDB's own tables, edits through its connection); on the ClickHouse
 * run it is reported as skipped, and the fact store README lists it with `why`.
 */
export const duckdbOnly = (why: string) => {
  void why;
  return it.runIf(factTestStore === 'duckdb');
};

/** Metrics the ClickHouse store cannot answer yet, and why (also in the fact store README). */
const notOnClickHouse: Partial<Record<MetricCode, string>> = {};

/** Whether the store under test answers the metric; the suites leave the others out of its run. */
export const storeAnswers = (metric: MetricCode) => factTestStore === 'duckdb' || !(metric in notOnClickHouse);

export interface EngineFixture {
  t: TestApp;
  /** The ClickHouse store the context reads, on the ClickHouse run; the caller closes it. */
  facts?: FactStore;
  /** Acme's market, as loaded. */
  fixture: MarketFixture;
  /** Acme over FROM..TO, every product and retailer in scope. */
  context: EngineContext;
}

/**
 * A test app with the market fixture loaded for Acme, and an engine context over it; the caller closes
 * `t`. With `otherTenantSeed`, Brandco gets facts of its own on the same days, which must never show up
 * in Acme's answers.
 */
export async function openEngineFixture(options: { otherTenantSeed?: number } = {}): Promise<EngineFixture> {
  const t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  const fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  const markets = [fixture];
  if (options.otherTenantSeed !== undefined) {
    const other = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
    markets.push(await loadMarketFixture(t.app.db, t.app.analytics.connection, other, options.otherTenantSeed));
  }
  // The same facts in ClickHouse: the context then reads them there, the catalogue stays in PostgreSQL.
  const facts = factTestStore === 'clickhouse' ? await openClickHouseFacts() : undefined;
  try {
    if (facts)
      for (const market of markets)
        for (const { table, rows } of marketFactRows(market)) await facts.insert(table, rows);
  } catch (error) {
    // chdb allows one session per process: the next file of this worker must be able to open its own.
    await facts?.close();
    throw error;
  }
  const context: EngineContext = {
    db: t.app.db,
    connection: t.app.analytics.connection,
    customerId: acme,
    scope: openScope(),
    period: { dateFrom: FROM, dateTo: TO, compare: null },
    tagCategory: 'segment',
    ...(facts ? { facts } : {}),
  };
  return { t, fixture, context, ...(facts ? { facts } : {}) };
}

/** A result row's key as the reference engine writes it: the group keys, then the currency when there is one. */
export const keyOf = (row: MetricRow) =>
  [...row.keys.map((key) => (key === null ? 'null' : key)), ...(row.currency ? [row.currency] : [])].join('|');

export interface EngineTestEnvironment extends EngineFixture {
  /** Where the context's metric queries run: the ClickHouse store on its run, else DuckDB's connection. */
  readonly reader: FactReader;
  /** The dialect statements for `reader` are built in. */
  readonly dialect: FactDialect;
  /** Runs a built statement on `reader` and answers its rows. */
  readBuilt(built: { sql: string; params: readonly unknown[] }): Promise<Record<string, unknown>[]>;
  /** Rebuilds Acme's monthly rollup over all its months on the store under test, as a load does. */
  rebuildMonthlyRollup(): Promise<void>;
  /** Rebuilds Acme's rollups of the months given (first days), as a load of those months does. */
  rebuildRollupMonths(months: readonly string[]): Promise<void>;
  /** Runs statements without parameters, in the SQL both engines take, on the store under test. */
  runFacts(...statements: string[]): Promise<void>;
  /** Puts Acme's fixture observations of one day back into `fact_daily` (after a test removed them). */
  restoreDailyFacts(day: string): Promise<void>;
  /**
   * Asks the engine for one metric and checks every group against the plain computation of the same
   * fixture; answers the engine's values by group key.
   */
  expectSame(
    metric: MetricCode,
    aggregation: AggregationFunction,
    groupBy: GroupKey[],
    options?: {
      from?: string;
      to?: string;
      filter?: ReferenceFilter;
      ctx?: EngineContext;
      reference?: PriceIndexReference;
      /** The market the plain computation reads, when a test changed it (a mapping moved facts). */
      market?: MarketFixture;
    },
  ): Promise<Map<string, number | null>>;
}

/**
 * Opens the engine fixture before the file's tests and closes it after them; the fields are readable
 * from inside tests (not at collection time).
 */
export function engineTestEnvironment(options: { otherTenantSeed?: number } = {}): EngineTestEnvironment {
  let opened: EngineFixture | undefined;
  const current = () => {
    if (!opened) throw new Error('The engine fixture is opened in beforeAll; read it inside a test.');
    return opened;
  };
  beforeAll(async () => {
    opened = await openEngineFixture(options);
  });
  afterAll(async () => {
    await opened?.facts?.close();
    await opened?.t.close();
  });
  return {
    get t() {
      return current().t;
    },
    get fixture() {
      return current().fixture;
    },
    get context() {
      return current().context;
    },
    get reader() {
      return current().facts ?? current().t.app.analytics.connection;
    },
    get dialect() {
      return current().facts?.dialect ?? duckdbDialect;
    },
    async readBuilt({ sql, params }) {
      const { facts, t } = current();
      if (facts) return rowsOfColumns(await facts.readColumns(sql, params));
      return readRows(t.app.analytics.connection, sql, params as DuckDBValue[]);
    },
    async rebuildMonthlyRollup() {
      const { facts, t, fixture } = current();
      if (facts) {
        const months = new Set(fixture.daily.map((row) => `${row.day.slice(0, 7)}-01`));
        return rebuildMonthlyRollup(facts, fixture.customerId, { months: [...months] });
      }
      const connection = t.app.analytics.connection;
      await connection.run(
        `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM fact_daily WHERE customer_id = $1`,
        [fixture.customerId],
      );
      await refreshRollupMonths(connection, fixture.customerId);
    },
    async rebuildRollupMonths(months) {
      const { facts, t, fixture } = current();
      if (facts) return rebuildMonthlyRollup(facts, fixture.customerId, { months });
      const connection = t.app.analytics.connection;
      await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT unnest($1::DATE[]) AS month`, [
        listValue([...months]),
      ]);
      await refreshRollupMonths(connection, fixture.customerId);
    },
    async runFacts(...statements) {
      const { facts, t } = current();
      if (facts) return facts.run(...statements);
      for (const statement of statements) await t.app.analytics.connection.run(statement);
    },
    async restoreDailyFacts(day) {
      const { facts, t, fixture } = current();
      const rows = fixture.daily.filter((row) => row.day === day);
      if (facts) return facts.insert('fact_daily', rows as unknown as FactRow[]);
      await insertRows(t.app.analytics.connection, 'fact_daily', rows as unknown as Record<string, unknown>[]);
    },
    async expectSame(metric, aggregation, groupBy, given = {}) {
      const { fixture, context } = current();
      const from = given.from ?? FROM;
      const to = given.to ?? TO;
      const definition = metricByCode(metric);
      if (!definition) throw new Error(metric);
      const base = given.ctx ?? context;
      const ctx = given.reference ? { ...base, priceIndexReference: given.reference } : base;
      const rows = await queryMetric(ctx, definition, aggregation, groupBy, { dateFrom: from, dateTo: to });
      const actual = new Map(rows.map((row) => [keyOf(row), row.value]));
      const level = metricSql[metric].level;
      const expected = referenceQuery(
        given.market ?? fixture,
        metric,
        level === 'weighted' || level === 'keywordDay' ? 'AVG' : aggregation,
        groupBy,
        from,
        to,
        given.filter,
        given.reference,
      );
      expect([...actual.keys()].sort(), `${metric} ${aggregation} groups`).toEqual([...expected.keys()].sort());
      for (const [key, value] of expected) {
        const got = actual.get(key) ?? null;
        if (value === null) expect(got, `${metric} ${aggregation} ${key}`).toBeNull();
        else expect(got, `${metric} ${aggregation} ${key}`).toBeCloseTo(value, 6);
      }
      return actual;
    },
  };
}
