// Writes a product list file of BENCH_ROWS products (default 100,000) with brands, two tag columns and two
// attribute columns, and processes it through the upload job's code path on the embedded database: a first
// upload (every product created) and the same file again (every product matched by GTIN and updated).
// Prints rows per second against the 20,000 rows/s budget; it does not fail on a miss. With BENCH_DATABASE_URL
// (e.g. postgres://postgres@127.0.0.1:5432/postgres) it runs on a new database of that PostgreSQL server instead.
import { writeFile } from 'node:fs/promises';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { processUpload } from '../src/modules/productLists/processUpload';
import { seedDemo } from '../src/seed/seed';

const BUDGET_ROWS_PER_SECOND = 20_000;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

function fileText(): string {
  const lines = ['Brand,Product name,GTIN,MPN,Tag: Category,Tag: Range,Attribute: Weight (kg),Attribute: Launch'];
  for (let index = 0; index < ROWS; index += 1) {
    const gtin = `40${String(index).padStart(11, '0')}`;
    const day = String(1 + (index % 28)).padStart(2, '0');
    lines.push(
      `Brand ${index % 50},Product ${index},${gtin},M-${index},Category ${index % 30},Range ${index % 7},` +
        `${(index % 1000) / 10},2026-02-${day}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-product-list-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'none' });
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const benchDb = `shelfsight_bench_product_list_${process.pid}`;
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null;
  await admin?.connect();
  await admin?.query(`CREATE DATABASE ${benchDb}`);
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${benchDb}` }).toString() : undefined;
  const database = await openDatabase({ pgliteDir: config.pgliteDir, databaseUrl });
  await migrate(database);
  await seedDemo(database.db);
  const db = database.db;
  const ids = await db.execute<{ customer: number; owner: number }>(sql`SELECT
    (SELECT id FROM customers WHERE name = 'Acme Retail') AS customer, (SELECT id FROM users WHERE email = 'pm@acme.test') AS owner`);
  const { customer, owner } = ids.rows[0] as { customer: number; owner: number };
  const list = await db.execute<{ id: number }>(sql`INSERT INTO product_lists (customer_id, name, owner_id)
    VALUES (${customer}, 'Bench', ${owner}) RETURNING id`);
  const listId = Number(list.rows[0]?.id);
  await mkdir(path.join(dataDir, 'files'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'bench.csv'), fileText());
  const lines: string[] = [];
  for (const label of ['first upload (creates)', 'same file again (matches)']) {
    const upload = await db.execute<{ id: number }>(sql`INSERT INTO product_list_uploads
        (customer_id, product_list_id, uploader_id, file_name, file_path, format)
      VALUES (${customer}, ${listId}, ${owner}, 'bench.csv', ${path.join('files', 'bench.csv')}, 'csv') RETURNING id`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await processUpload(db, dataDir, customer, Number(upload.rows[0]?.id));
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const ms = performance.now() - started;
    const status = await db.execute<{ status: string }>(
      sql`SELECT status FROM product_list_uploads WHERE customer_id = ${customer} AND id = ${Number(upload.rows[0]?.id)}`,
    );
    const perSecond = Math.round(ROWS / (ms / 1000));
    const verdict = perSecond >= BUDGET_ROWS_PER_SECOND ? 'within budget' : 'OVER BUDGET';
    const line = `${label.padEnd(28)} ${ROWS.toLocaleString('en')} rows ${(ms / 1000).toFixed(2)} s ${perSecond.toLocaleString('en')} rows/s (${verdict}, budget ${BUDGET_ROWS_PER_SECOND.toLocaleString('en')}); ${cpuSeconds.toFixed(1)} CPU s, ${Math.round(ROWS / cpuSeconds).toLocaleString('en')} rows per CPU second; ${status.rows[0]?.status}`;
    console.log(line);
    lines.push(line);
  }
  console.log(`${floor}; database: ${adminUrl ? 'PostgreSQL' : 'PGlite'}`);
  if (recordRequested()) await recordFigures('bench:product-list', { floor, figures: lines.join('; ') });
  await database.close();
  await admin?.query(`DROP DATABASE ${benchDb}`);
  await admin?.end();
}

await main();
