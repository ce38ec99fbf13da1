import { DuckDBInstance } from '@duckdb/node-api';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateBucketSql } from '../engine/buildSql';
import { DCC_RECOMPUTE_SOURCE, loadStampOf } from '../factLoads';
import { factTables } from '../factSchema';
import { migrateFacts } from '../migrateFacts';
import { clickhouseFactTables, clickhouseRollupTables } from './clickhouseSchema';
import { openClickHouseFacts } from './clickhouseFactStore';
import { duckdbFactStore } from './duckdbFactStore';
import { clickhouseDialect, duckdbDialect, FactParams } from './factDialect';
import type { FactStore } from './factStore';

// The ClickHouse store (chdb in process) beside a DuckDB store: the same schema, the same rows, the same
// answers to the dialect's parts, checked against plain computations.

/** The ClickHouse type a DuckDB column maps to. */
function expectedType(duckdb: string, nullable: boolean): string {
  const base =
    {
      INTEGER: 'Int32',
      SMALLINT: 'Int16',
      TINYINT: 'Int8',
      BIGINT: 'Int64',
      BOOLEAN: 'Bool',
      DATE: 'Date',
      VARCHAR: 'String',
      TIMESTAMP: "DateTime64(6, 'UTC')",
      'DECIMAL(12,2)': 'Decimal(12, 2)',
      'DECIMAL(3,2)': 'Decimal(3, 2)',
      'DECIMAL(18,2)': 'Decimal(18, 2)',
      DOUBLE: 'Float64',
      'DECIMAL(4,2)': 'Decimal(4, 2)',
      'DECIMAL(5,2)': 'Decimal(5, 2)',
    }[duckdb] ?? duckdb;
  return nullable ? `Nullable(${base})` : base;
}

const unwrapLowCardinality = (type: string) => type.replace(/^LowCardinality\((.*)\)$/, '$1');

let duckdb: DuckDBInstance;
let duck: FactStore;
let clickhouse: FactStore;

beforeAll(async () => {
  duckdb = await DuckDBInstance.create(':memory:');
  const connection = await duckdb.connect();
  await migrateFacts(connection);
  duck = duckdbFactStore(connection);
  clickhouse = await openClickHouseFacts();
});

afterAll(async () => {
  await clickhouse?.close();
  duckdb?.closeSync();
});

describe('the ClickHouse schema', () => {
  it('has every DuckDB fact table', () => {
    expect(Object.keys(clickhouseFactTables).sort()).toEqual([...factTables, 'fact_loads'].sort());
  });

  it('has the columns of the DuckDB fact tables and monthly rollup, in their order and of the same types', async () => {
    for (const [table, columns] of Object.entries({ ...clickhouseFactTables, ...clickhouseRollupTables })) {
      const described = await duck.readColumns(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
        [table],
      );
      const expected = (described.column_name ?? []).map((name, index) => [
        name,
        expectedType(String(described.data_type?.[index]), described.is_nullable?.[index] === 'YES'),
      ]);
      const actual = await clickhouse.readColumns(
        `SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = {p1:String} ORDER BY position`,
        [table],
      );
      const got = (actual.name ?? []).map((name, index) => [name, unwrapLowCardinality(String(actual.type?.[index]))]);
      expect(got, table).toEqual(expected);
      expect(columns.length).toBe(expected.length);
    }
  });

  it('sorts by customer first, then day, retailer and product where a day column exists, partitioned by month', async () => {
    const found = await clickhouse.readColumns(
      `SELECT name, sorting_key, partition_key FROM system.tables WHERE database = currentDatabase() AND name LIKE 'fact\\_%' AND name != 'fact_schema_versions'`,
      [],
    );
    const keys = new Map(
      (found.name ?? []).map((name, index) => [name, [found.sorting_key?.[index], found.partition_key?.[index]]]),
    );
    // Beside the rollups and applied DCC versions (their own steps).
    expect([...keys.keys()]).toEqual(expect.arrayContaining(Object.keys(clickhouseFactTables)));
    expect(keys.get('fact_daily')).toEqual(['customer_id, day, retailer_id, product_id', 'toYYYYMM(day)']);
    expect(keys.get('fact_loads')).toEqual(['customer_id, load_id', '']);
    for (const [table, columns] of Object.entries(clickhouseFactTables)) {
      if (table === 'fact_loads') continue;
      const [sorting, partition] = keys.get(table) ?? [];
      const hasDay = columns.some(([name]) => name === 'day');
      expect(
        String(sorting).startsWith(hasDay ? 'customer_id, day, retailer_id' : 'customer_id, retailer_id, product_id'),
        `${table}: ${sorting}`,
      ).toBe(true);
      expect(partition, table).toBe(hasDay ? 'toYYYYMM(day)' : '');
    }
  });
});

describe('the dialects', () => {
  // The turn of 2020 (ISO week 53), the leap day and month ends.
  const days: string[] = [];
  for (let day = DateTime.utc(2020, 12, 20); day <= DateTime.utc(2021, 1, 12); day = day.plus({ days: 1 }))
    days.push(day.toISODate() ?? '');
  days.push('2024-02-28', '2024-02-29', '2024-03-01', '2024-12-31');

  it('bucket days into ISO weeks, months and years as luxon does, on both engines', async () => {
    for (const [store, dialect] of [
      [duck, duckdbDialect],
      [clickhouse, clickhouseDialect],
    ] as const) {
      const params = new FactParams(dialect);
      const list = params.list(days);
      const day = 'CAST(d AS DATE)';
      const sql =
        dialect.engine === 'duckdb'
          ? `SELECT d, ${['WEEK', 'MONTHNUM', 'YEAR'].map((g, i) => `${dialect.dateText(dateBucketSql(g as 'WEEK', day, dialect))} AS b${i}`).join(', ')} FROM (SELECT unnest(${list}) AS d) ORDER BY d`
          : `SELECT d, ${['WEEK', 'MONTHNUM', 'YEAR'].map((g, i) => `${dialect.dateText(dateBucketSql(g as 'WEEK', day, dialect))} AS b${i}`).join(', ')} FROM (SELECT arrayJoin(${list}) AS d) ORDER BY d`;
      const got = await store.readColumns(sql, params.values);
      const sorted = [...days].sort();
      expect(got.d, dialect.engine).toEqual(sorted);
      const at = (day: string) => DateTime.fromISO(day, { zone: 'utc' });
      expect(got.b0, dialect.engine).toEqual(sorted.map((d) => at(d).startOf('week').toISODate()));
      expect(got.b1, dialect.engine).toEqual(sorted.map((d) => at(d).startOf('month').toISODate()));
      expect(got.b2, dialect.engine).toEqual(sorted.map((d) => at(d).startOf('year').toISODate()));
    }
  });

  it('take the last reading that has a value, the two lowest values and id pairs alike', async () => {
    // Day and value: the latest day with a value is 3.
    const rows = [
      [1, 3],
      [2, null],
      [3, 7],
      [4, null],
    ] as const;
    const answers = [];
    for (const [store, dialect] of [
      [duck, duckdbDialect],
      [clickhouse, clickhouseDialect],
    ] as const) {
      const params = new FactParams(dialect);
      const d = params.list(rows.map((row) => row[0]));
      const ids = params.list([10, 11, 12]);
      const keys = params.list([1, 2, 1]);
      const value = `CASE ${rows.map(([day, v]) => `WHEN d = ${day} THEN ${v === null ? 'NULL' : v}`).join(' ')} END`;
      const table = `(SELECT ${dialect.engine === 'duckdb' ? `unnest(${d})` : `arrayJoin(${d})`} AS d) t`;
      const got = await store.readColumns(
        `SELECT ${dialect.lastValue(value, 'd')} AS last, ${dialect.twoLowest(`(${value})::DOUBLE`)} AS lows, (SELECT sum(id * key) FROM ${dialect.pairs(ids, keys)} p) AS pairs FROM ${table}`,
        params.values,
      );
      answers.push({
        last: Number(got.last?.[0]),
        lows: (got.lows?.[0] as number[]).map(Number),
        pairs: (got.pairs ?? []).map(Number),
      });
    }
    // The latest day with a value is day 3 (7); the lowest two are 3 and 7; Σ id × key = 10 + 22 + 12.
    for (const answer of answers) expect(answer).toEqual({ last: 7, lows: [3, 7], pairs: [44] });
  });
});

describe('the ClickHouse store', () => {
  it('stores rows written as FactWriter writes them (day numbers, epoch ms) and reads them back', async () => {
    const day = DateTime.fromISO('2024-02-29', { zone: 'utc' });
    await clickhouse.insert('fact_search_results', [
      {
        customer_id: 5,
        retailer_id: 2,
        product_id: 3,
        day: day.toMillis() / 86_400_000,
        keyword_id: 9,
        rank: 4,
        page: 1,
        page_size: 48,
        sponsored: false,
        searched_at: day.plus({ hours: 6 }).toMillis(),
        search_volume: null,
        country_code: 'DE',
        serp_url: null,
      },
    ]);
    const got = await clickhouse.readColumns(
      'SELECT toString(day) AS day, toString(searched_at) AS at, rank, search_volume, sponsored FROM fact_search_results WHERE customer_id = {p1:Int32}',
      [5],
    );
    expect(got).toEqual({
      day: ['2024-02-29'],
      at: ['2024-02-29 06:00:00.000000'],
      rank: [4],
      search_volume: [null],
      sponsored: [false],
    });
  });

  it('keeps the newest row of a load, so load stamps read as on DuckDB, which updates the row', async () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const ms = (iso: string) => Date.parse(`${iso}Z`);
    const load = (loadId: string, source: string, state: string, finishedAt: string | null) => ({
      load_id: loadId,
      customer_id: 7,
      source,
      day_from: day('2024-02-01'),
      day_to: day(loadId === 'a' ? '2024-02-28' : '2024-02-29'),
      state,
      daily_rows: state === 'ready' ? 100 : 0,
      started_at: ms('2024-03-01T01:00:00.250'),
      finished_at: finishedAt === null ? null : ms(finishedAt),
    });
    const first = [
      load('a', 'market', 'ready', '2024-03-01T02:00:00.500'),
      load('b', 'market', 'loading', null),
      load('c', DCC_RECOMPUTE_SOURCE, 'ready', '2024-03-01T04:00:00'),
    ];
    for (const store of [duck, clickhouse]) await store.insert('fact_loads', first);
    const during = [await loadStampOf(duck, 7), await loadStampOf(clickhouse, 7)];
    // Load b ends: DuckDB updates its row, ClickHouse gets it again with the new state.
    await duck.run(
      "UPDATE fact_loads SET state = 'ready', daily_rows = 100, finished_at = TIMESTAMP '2024-03-01 03:00:00.750' WHERE load_id = 'b'",
    );
    await clickhouse.insert('fact_loads', [load('b', 'market', 'ready', '2024-03-01T03:00:00.750')]);
    const after = [await loadStampOf(duck, 7), await loadStampOf(clickhouse, 7)];
    // Three loads; the last change is the DCC recompute's end, the last ready load of facts is b's.
    const lastChange = ms('2024-03-01T04:00:00');
    expect(during).toEqual([
      { stamp: `3:${lastChange}`, loading: true, lastReadyMs: ms('2024-03-01T02:00:00.500') },
      { stamp: `3:${lastChange}`, loading: true, lastReadyMs: ms('2024-03-01T02:00:00.500') },
    ]);
    expect(after[1]).toEqual(after[0]);
    expect(after[0]).toEqual({ stamp: `3:${lastChange}`, loading: false, lastReadyMs: ms('2024-03-01T03:00:00.750') });
  });
});
