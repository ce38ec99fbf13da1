// Writes a CSV of observations (BENCH_ROWS, default 2,000,000) and ingests it through the code path of
// the API: in process (a first load, then the same file again, which replaces every row) and once over
// HTTP on 127.0.0.1. Prints rows per second against the 1,000,000 rows/s budget; it does not fail on a miss.
// `--facts clickhouse` also loads the file twice into a ClickHouse fact store (chdb in process) and prints
// its rates beside DuckDB's, with the time spent in ClickHouse calls. `--statements` prints the slowest DuckDB
// statements of each load.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { IngestJob } from '@shelfsight/contracts';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openClickHouseFacts } from '../src/analytics/factStore/clickhouseFactStore';
import type { FactStore } from '../src/analytics/factStore/factStore';
import { type IngestTarget, runIngest } from '../src/analytics/ingest/runIngest';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed';

const BUDGET_ROWS_PER_SECOND = 1_000_000;
const WITH_CLICKHOUSE = process.argv.includes('--facts') && process.argv.includes('clickhouse');
const WITH_STATEMENTS = process.argv.includes('--statements');
const ROWS = Number(process.env.BENCH_ROWS ?? 2_000_000);
const RETAILERS = 20;
const PRODUCTS = 1_000;
const HEADER =
  'day,retailerId,productId,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,imageCount,promotion\n';

/**
 * Day-first rows over every retailer × product pair, with plausible prices, stock and ratings: rows `from` to `to`
 * (exclusive) of the bench's sequence.
 */
async function writeCsv(file: string, retailerIds: number[], productIds: number[], from = 0, to = ROWS): Promise<void> {
  const out = createWriteStream(file);
  out.write(HEADER);
  const pairs = retailerIds.length * productIds.length;
  const start = Date.UTC(2025, 0, 1);
  let buffer = '';
  for (let index = from; index < to; index += 1) {
    const day = new Date(start + Math.floor(index / pairs) * 86_400_000).toISOString().slice(0, 10);
    const pair = index % pairs;
    const retailer = retailerIds[pair % retailerIds.length];
    const product = productIds[Math.floor(pair / retailerIds.length)];
    const price = 5 + ((pair * 7919) % 9000) / 100;
    const promoted = index % 11 === 0;
    const original = promoted ? (price * 1.2).toFixed(2) : '';
    buffer += `${day},${retailer},${product},true,${index % 13 === 0 ? 'false' : 'true'},${price.toFixed(2)},${original},EUR,${pair % 500},${(3 + (pair % 20) / 10).toFixed(1)},${pair % 9},${promoted}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}

const rate = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
/** CPU seconds of this process (DuckDB's threads included) since `since`, to read a busy machine right. */
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

/** The report lines, for --record. */
const recorded: string[] = [];

function report(
  label: string,
  job: Pick<IngestJob, 'state' | 'rowsStored' | 'rowsReplaced'>,
  ms: number,
  cpu: number,
  rows = ROWS,
) {
  const perSecond = rate(rows, ms);
  const verdict = perSecond >= BUDGET_ROWS_PER_SECOND ? 'within budget' : 'OVER BUDGET';
  const line =
    `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${perSecond.toLocaleString('en').padStart(10)} rows/s  ` +
    `${verdict}; ${cpu.toFixed(1)} CPU s (${rate(rows, cpu * 1000).toLocaleString('en')} rows per CPU second); ` +
    `${job.state}, stored ${job.rowsStored.toLocaleString('en')}, replaced ${job.rowsReplaced.toLocaleString('en')}`;
  console.log(line);
  recorded.push(line.replace(/\s+/g, ' '));
}

/** The store with the time of each of its calls kept by kind, to split ClickHouse's part of storing. */
function timedStore(store: FactStore) {
  const spent = new Map<string, number>();
  const timed =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, kind: (args: A) => string) =>
    async (...args: A) => {
      const started = performance.now();
      try {
        return await call(...args);
      } finally {
        const name = kind(args);
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
      }
    };
  const insertParquet = store.insertParquet?.bind(store);
  const wrapped: FactStore = {
    ...store,
    readColumns: timed(store.readColumns.bind(store), () => 'reads (count, parts)'),
    run: timed(store.run.bind(store), (statements) =>
      WITH_STATEMENTS
        ? statements.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 60)).join(' + ')
        : (statements[0]?.split(' ')[0]?.toLowerCase() ?? ''),
    ),
    insertParquet: insertParquet && timed(insertParquet, () => 'insert Parquet'),
  };
  return { store: wrapped, spent };
}

/** A DuckDB connection whose statements' CPU time (DuckDB's threads included) is added up in `spent`, by their first words. */
function timedConnection(connection: DuckDBConnection, spent: Map<string, number>): DuckDBConnection {
  const timed = (name: 'run' | 'runAndReadAll') => {
    const call = connection[name].bind(connection) as (text: string, ...rest: unknown[]) => Promise<unknown>;
    return async (text: string, ...rest: unknown[]) => {
      const cpu = process.cpuUsage();
      try {
        return await call(text, ...rest);
      } finally {
        const kind = text.replace(/\s+/g, ' ').trim().slice(0, 90);
        spent.set(kind, (spent.get(kind) ?? 0) + cpuSeconds(cpu) * 1000);
      }
    };
  };
  return new Proxy(connection, {
    get: (object, property) =>
      property === 'run' || property === 'runAndReadAll' ? timed(property) : (Reflect.get(object, property) as unknown),
  });
}

/** One file of the bench: its rows and what its load is called. */
interface BenchFile {
  file: string;
  rows: number;
  label: string;
}

/**
 * A first load of the file, then the same file again (which replaces every row), then the rows of one day of the
 * middle of the file again (a daily file: its rollups are those of one day and one week).
 */
async function loadAll(
  engine: string,
  target: Omit<IngestTarget, 'loadId'>,
  files: BenchFile[],
  spent?: Map<string, number>,
) {
  for (const { file, rows, label: name } of files) {
    const label = `${engine}, ${name}`;
    const job = { state: 'queued', rowsStored: 0, rowsReplaced: 0 } as IngestJob;
    spent?.clear();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const phases: string[] = [];
    const statements = new Map<string, number>();
    const connect = WITH_STATEMENTS ? async () => timedConnection(await target.connect(), statements) : target.connect;
    let phaseStart = started;
    await runIngest({ ...target, connect, loadId: `bench-${label}` }, { format: 'csv', file }, (patch) => {
      if (patch.state && patch.state !== job.state) {
        const now = performance.now();
        phases.push(`${job.state} ${((now - phaseStart) / 1000).toFixed(2)} s`);
        phaseStart = now;
      }
      Object.assign(job, patch);
    });
    report(label, job, performance.now() - started, cpuSeconds(cpu), rows);
    console.log(`  ${phases.slice(1).join(', ')}`);
    for (const [text, ms] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`    ${(ms / 1000).toFixed(2).padStart(6)} CPU s  ${text}`);
    if (spent?.size) {
      const calls = [...spent].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(2)} s`);
      console.log(`  of storing, in ClickHouse: ${calls.join(WITH_STATEMENTS ? '\n    ' : ', ')}`);
    }
  }
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-ingest-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'none' }) };
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  await migrate(database);
  await seedDemo(database.db);
  const db = database.db;
  const acme =
    (await db.execute<{ id: number }>(sql`SELECT id FROM customers WHERE name = 'Acme Retail'`)).rows[0]?.id ?? 0;
  await db.execute(
    sql`INSERT INTO countries (code, name, currency) VALUES ('DE', 'Germany', 'EUR') ON CONFLICT DO NOTHING`,
  );
  const retailerIds = (
    await db.execute<{ id: number }>(sql`INSERT INTO retailers (name, display_name, country_code, site_root_url)
      SELECT 'bench-' || i, 'Bench ' || i, 'DE', 'https://bench-' || i || '.example' FROM generate_series(1, ${RETAILERS}) AS i
      RETURNING id`)
  ).rows.map((row) => row.id);
  await db.execute(sql`INSERT INTO customer_retailers (customer_id, retailer_id)
    SELECT ${acme}, id FROM retailers WHERE name LIKE 'bench-%'`);
  const productIds = (
    await db.execute<{ id: number }>(sql`INSERT INTO products (customer_id, name, gtin_codes)
      SELECT ${acme}, 'Bench product ' || i, ARRAY[(4000000000000 + i)::text] FROM generate_series(1, ${PRODUCTS}) AS i
      RETURNING id`)
  ).rows.map((row) => row.id);

  const file = path.join(dataDir, 'observations.csv');
  let started = performance.now();
  await writeCsv(file, retailerIds, productIds);
  const size = (await stat(file)).size;
  // The rows of the file's middle day (every pair once), as a file of their own.
  const pairs = RETAILERS * PRODUCTS;
  const middleDay = Math.floor(ROWS / pairs / 2) * pairs;
  const dayFile = path.join(dataDir, 'one-day.csv');
  const dayRows = Math.min(pairs, ROWS - middleDay);
  await writeCsv(dayFile, retailerIds, productIds, middleDay, middleDay + dayRows);
  console.log(
    `\nWrote ${ROWS.toLocaleString('en')} rows (${(size / 1024 / 1024).toFixed(0)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`Budget: ${BUDGET_ROWS_PER_SECOND.toLocaleString('en')} observation rows/s from CSV\n`);

  const app = await buildApp({ config, database });
  await app.ready();
  const target = { db, connect: () => app.analytics.connect(), customerId: acme, access: { all: true } as const };
  const files: BenchFile[] = [
    { file, rows: ROWS, label: 'first load' },
    { file, rows: ROWS, label: 'same file again' },
    { file: dayFile, rows: dayRows, label: 'one day again' },
  ];
  await loadAll('DuckDB', target, files);
  if (WITH_CLICKHOUSE) {
    const clickhouse = await openClickHouseFacts();
    try {
      const timed = timedStore(clickhouse);
      await loadAll('ClickHouse (chdb)', { ...target, facts: timed.store }, files, timed.spent);
      const counted = await clickhouse.readColumns(
        `SELECT toInt64(count()) AS n, toInt64(uniqExact(retailer_id, product_id, day)) AS k FROM fact_daily WHERE customer_id = ${acme}`,
        [],
      );
      console.log(`  ClickHouse fact_daily: ${String(counted.n?.[0])} rows, ${String(counted.k?.[0])} keys`);
    } finally {
      await clickhouse.close();
    }
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: 'Demo-Password-1' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const cpu = process.cpuUsage();
  started = performance.now();
  const response = await fetch(`${base}/api/customer/${acme}/ingest?wait=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const job = (await response.json()) as IngestJob;
  report('over HTTP (POST …/ingest?wait=true)', job, performance.now() - started, cpuSeconds(cpu));

  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  if (recordRequested()) await recordFigures('bench:ingest', { floor, figures: recorded.join('; ') });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
