import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createClient } from '@clickhouse/client';
import type { FactRow } from '../factWriter';
import { defaultDccDefinition } from '../engine/dccCriteria';
import { dccScoreMacroSql } from '../engine/dccVersionSql';
import { writeClickHouseDccScore } from './clickhouseDccScore';
import { clickhouseDialect } from './factDialect';
import type { FactColumns, FactStore } from './factStore';
import {
  type ClickHouseFactTable,
  clickhouseFactTables,
  clickhouseSchemaSteps,
  SCHEMA_VERSIONS_DDL,
} from './clickhouseSchema';

/**
 * Settings under which ClickHouse answers the engine's SQL as DuckDB does: a LEFT JOIN's missing side is
 * NULL (not 0 or ''), a cast of NULL stays NULL, and 64-bit integers and decimals come back as JSON numbers.
 */
export const CLICKHOUSE_SETTINGS = {
  join_use_nulls: 1,
  cast_keep_nullable: 1,
  output_format_json_quote_64bit_integers: 0,
  output_format_json_quote_decimals: 0,
} as const;

/** What the store needs of a ClickHouse: a server through the HTTP client, or chdb in process. */
interface ClickHouseEngine {
  query(sql: string, params: Record<string, unknown>): Promise<FactColumns>;
  command(sql: string): Promise<void>;
  /** One INSERT of newline-delimited JSON rows: ClickHouse parses and writes it as one block. */
  insert(table: string, rows: string): Promise<void>;
  /** Inserts a Parquet file of this machine into the table (columns by name). */
  insertParquet(table: string, columns: string, file: string): Promise<void>;
  close(): Promise<void>;
}

/** A string literal in ClickHouse SQL. */
const quoteText = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Table and column names a caller may insert files into: plain identifiers only. */
const NAME = /^[a-z_][a-z0-9_]*$/i;

/** The result format both clients read: columns by name, whatever the row count. */
const FORMAT = 'JSONColumnsWithMetadata';

let chdbOpen = false;

/**
 * ClickHouse in process (chdb): one session per process, as chdb allows, in a temporary folder it
 * removes on close. Calls are serialised: the session runs one statement at a time.
 */
async function chdbEngine(): Promise<ClickHouseEngine> {
  if (chdbOpen) throw new Error('chdb runs one session per process; close the open ClickHouse fact store first');
  chdbOpen = true;
  // Imported when opened: loading ClickHouse's library costs every server start a quarter second otherwise.
  const { Session } = await import('chdb');
  const session = new Session();
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.catch(() => undefined).then(work);
    queue = run;
    return run;
  };
  const settings = Object.entries(CLICKHOUSE_SETTINGS).map(([name, value]) => `${name} = ${value}`);
  let ready: Promise<unknown> | undefined;
  const prepared = () => (ready ??= serial(() => session.queryAsync(`SET ${settings.join(', ')}`)));
  return {
    async query(sql, params) {
      await prepared();
      const result = await serial(() => session.queryBindAsync(sql, params, { format: FORMAT }));
      return (result.json<{ data: FactColumns }>() ?? { data: {} }).data;
    },
    async command(sql) {
      await prepared();
      await serial(() => session.queryAsync(sql));
    },
    async insert(table, rows) {
      await prepared();
      await serial(() => session.insert({ table, values: rows, format: 'JSONEachRow' }));
    },
    async insertParquet(table, columns, file) {
      await prepared();
      // In process the engine reads the file itself: no copy through JavaScript.
      await serial(() =>
        session.queryAsync(
          `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM file(${quoteText(file)}, Parquet)`,
        ),
      );
    },
    async close() {
      await queue.catch(() => undefined);
      session.close();
      chdbOpen = false;
    },
  };
}

/** A ClickHouse server named by `clickhouse://user:password@host:8123/database` (HTTP interface). */
function serverEngine(url: URL): ClickHouseEngine {
  const client = createClient({
    url: `http://${url.host}`,
    username: decodeURIComponent(url.username) || 'default',
    password: decodeURIComponent(url.password),
    database: url.pathname.replace(/^\//, '') || 'default',
    clickhouse_settings: CLICKHOUSE_SETTINGS,
  });
  return {
    async query(sql, params) {
      const result = await client.query({ query: sql, query_params: params, format: FORMAT });
      return ((await result.json()) as unknown as { data: FactColumns }).data;
    },
    async command(sql) {
      await client.command({ query: sql });
    },
    async insert(table, rows) {
      await client.exec({ query: `INSERT INTO ${table} FORMAT JSONEachRow`, values: Readable.from([rows]) });
    },
    async insertParquet(table, columns, file) {
      // The file is streamed as the request body; the server parses it in blocks.
      const sent = await client.exec({
        query: `INSERT INTO ${table} (${columns}) FORMAT Parquet`,
        values: createReadStream(file),
      });
      sent.stream.destroy();
    },
    close: () => client.close(),
  };
}

const DAY_MS = 86_400_000;
const dateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const timestampText = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** FactWriter's row form (days since 1970, epoch ms) as ClickHouse's JSON input takes dates and times. */
function rowConverter(table: ClickHouseFactTable): (row: FactRow) => Record<string, unknown> {
  const columns = clickhouseFactTables[table];
  const dates = new Set(columns.filter(([, type]) => /^(Nullable\()?Date\)?$/.test(type)).map(([name]) => name));
  const times = new Set(columns.filter(([, type]) => type.includes('DateTime64')).map(([name]) => name));
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (typeof value === 'number' && dates.has(name)) out[name] = dateText(value);
      else if (typeof value === 'number' && times.has(name)) out[name] = timestampText(value);
      else out[name] = value;
    }
    return out;
  };
}

/** Rows per INSERT: large blocks, as ClickHouse writes one part per insert. */
const INSERT_ROWS = 500_000;

/**
 * The ClickHouse fact store: `url` names a server (`clickhouse://…`); without one ClickHouse runs in
 * process through chdb. Opening brings the schema up to date and writes the dcc_score function. It keeps
 * the observation tables and the rollups (built by rebuildMonthlyRollup / refreshMonthlyRollup).
 */
export async function openClickHouseFacts(url?: string): Promise<FactStore> {
  const parsed = url ? new URL(url) : null;
  if (parsed && parsed.protocol !== 'clickhouse:') throw new Error(`FACTS_URL must start with clickhouse://`);
  const engine = parsed ? serverEngine(parsed) : await chdbEngine();
  try {
    // The day rollups' tables are created from SELECTs that score pages: the function must exist first.
    await engine.command(dccScoreMacroSql([], defaultDccDefinition(), clickhouseDialect));
    await migrate(engine);
  } catch (error) {
    await engine.close();
    throw error;
  }
  const store: FactStore = {
    dialect: clickhouseDialect,
    // Every stored form: the rollups are built here by the same calls as on DuckDB (monthlyRollup.ts).
    holds: () => true,
    readColumns(sql, params) {
      const named: Record<string, unknown> = {};
      params.forEach((value, index) => {
        named[`p${index + 1}`] = value;
      });
      return engine.query(sql, named);
    },
    async run(...statements) {
      for (const statement of statements) await engine.command(statement);
    },
    async insert(table, rows) {
      if (!(table in clickhouseFactTables)) throw new Error(`The ClickHouse fact store has no table ${table}`);
      const convert = rowConverter(table as ClickHouseFactTable);
      for (let start = 0; start < rows.length; start += INSERT_ROWS) {
        const block = rows.slice(start, start + INSERT_ROWS).map((row) => JSON.stringify(convert(row)));
        await engine.insert(table, block.join('\n'));
      }
    },
    async insertParquet(table, columns, file) {
      for (const name of [table, ...columns]) if (!NAME.test(name)) throw new Error(`Not a plain name: ${name}`);
      await engine.insertParquet(table, columns.join(', '), file);
    },
    close: () => engine.close(),
  };
  try {
    await writeClickHouseDccScore(store);
  } catch (error) {
    await engine.close();
    throw error;
  }
  return store;
}

async function migrate(engine: ClickHouseEngine) {
  await engine.command(SCHEMA_VERSIONS_DDL);
  const applied = await engine.query('SELECT max(version) AS v FROM fact_schema_versions', {});
  const current = Number(applied.v?.[0] ?? 0);
  for (const step of clickhouseSchemaSteps) {
    if (step.version <= current) continue;
    for (const statement of step.statements) await engine.command(statement);
    await engine.command(
      `INSERT INTO fact_schema_versions VALUES (${step.version}, '${step.name.replace(/'/g, "''")}', now())`,
    );
  }
}
