// The bench tenant's data directory, shared by the benchmarks that need it (bench:widgets, bench:dashboard,
// bench:product-details):
// BENCH_DATA_DIR=<dir> builds the tenant there once and reuses it on later runs the same day (loading takes
// minutes); without it a temporary directory is built and the caller removes it.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../src/db/database';
import { apiRoot, start, stop, waitUntilSettled } from './benchSupport';
import { BENCH, prepareBenchTenant } from './benchWidgetsData';

const MARKER = 'bench-tenant.json';
/**
 * Raised when the tenant's contents change, so a directory built before is rebuilt (2: the side tables, 3: page
 * texts, 4: its seed load recorded, so a server on ClickHouse copies it there, 5: headings never end on a joining word).
 */
const LAYOUT = 5;

/** Migrates and seeds a fresh data directory, then loads the bench tenant into it. */
async function buildTenant(dataDir: string, port: number): Promise<{ customerId: number }> {
  console.log('Migrating and seeding a fresh data directory…');
  const first = start(dataDir, port);
  await waitUntilSettled(port, first);
  await stop(first);
  const loadStarted = Date.now();
  const bench = await prepareBenchTenant(dataDir);
  console.log(
    `Bench tenant: ${bench.rows.toLocaleString('en')} daily rows (${BENCH.products} products × ${BENCH.retailers} retailers × ${BENCH.days} days) in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s, with its monthly rollup; the side tables took ${bench.sideSeconds.toFixed(0)} s of it:`,
  );
  for (const [table, rows] of Object.entries(bench.sideRows))
    console.log(`  ${table.padEnd(24)} ${rows.toLocaleString('en').padStart(12)} rows`);
  return { customerId: bench.customerId };
}

/** A kept data directory answers for the tenant it was built with (its days end on the day it was built). */
export async function keptTenant(dataDir: string): Promise<{ customerId: number } | null> {
  const marker = await readFile(path.join(dataDir, MARKER), 'utf8').catch(() => null);
  if (!marker) return null;
  const kept = JSON.parse(marker) as { customerId: number; products: number; builtOn: string; layout?: number };
  if (kept.builtOn !== DateTime.now().toISODate() || kept.layout !== LAYOUT) return null;
  // Today's tenant of another size is not thrown away (a ten-times one takes long to build): the caller says which.
  if (kept.products !== BENCH.products)
    throw new Error(
      `${dataDir} holds today's bench tenant with ${kept.products} products, not ${BENCH.products}: ` +
        `pass --scale ${kept.products / 5000} (or another BENCH_DATA_DIR)`,
    );
  console.log(`Reusing the bench tenant in ${dataDir}.`);
  return { customerId: kept.customerId };
}

/** Makes the demo user `email` a member of the bench customer, so it may own things there; its user id. */
export async function benchMember(db: Db, customerId: number, email: string): Promise<number> {
  const user = (await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0];
  if (!user) throw new Error(`${email} is missing from the bench tenant`);
  await db.execute(sql`INSERT INTO customer_users (customer_id, user_id) VALUES (${customerId}, ${user.id})
    ON CONFLICT DO NOTHING`);
  return Number(user.id);
}

/**
 * BENCH_DATA_DIR as given: a relative path counts from where pnpm was started (INIT_CWD), not from the package
 * folder pnpm runs the script in, so the README's command from the repository root finds the same folder.
 */
const givenDataDir = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/**
 * Runs `use` on a throwaway copy of the bench tenant kept in BENCH_DATA_DIR (default apps/api/.data/bench),
 * since the benchmarks share the kept one; exits telling how to build it when there is none of today.
 */
export async function onKeptTenantCopy(
  tempPrefix: string,
  use: (dataDir: string, customerId: number) => Promise<void>,
): Promise<void> {
  const tenantDir = process.env.BENCH_DATA_DIR
    ? givenDataDir(process.env.BENCH_DATA_DIR)
    : path.join(apiRoot, '.data/bench');
  const kept = await keptTenant(tenantDir);
  if (!kept) {
    console.error(
      `No bench tenant of today in ${tenantDir}. Build it once a day (a few minutes):\n` +
        `  BENCH_DATA_DIR=${path.relative(process.env.INIT_CWD ?? process.cwd(), tenantDir) || '.'} pnpm --filter @shelfsight/api bench:tenant`,
    );
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), tempPrefix));
  try {
    execFileSync('cp', ['-a', '--reflink=auto', `${tenantDir}/.`, dataDir]);
    await use(dataDir, kept.customerId);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The data directory and the bench customer: kept (BENCH_DATA_DIR) or built now. */
export async function benchTenant(port: number): Promise<{ dataDir: string; customerId: number; kept: boolean }> {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ? givenDataDir(keep) : await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-widgets-'));
  const kept = keep ? await keptTenant(dataDir) : null;
  if (kept) return { dataDir, customerId: kept.customerId, kept: true };
  if (keep) {
    // Only a stale bench directory is cleared; anything else there is left alone.
    const entries = await readdir(dataDir).catch(() => [] as string[]);
    if (entries.length > 0 && !entries.includes(MARKER))
      throw new Error(`${dataDir} is not empty and holds no bench tenant`);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
  }
  const built = await buildTenant(dataDir, port);
  if (keep)
    await writeFile(
      path.join(dataDir, MARKER),
      JSON.stringify({
        customerId: built.customerId,
        products: BENCH.products,
        builtOn: DateTime.now().toISODate(),
        layout: LAYOUT,
      }),
    );
  return { dataDir, customerId: built.customerId, kept: Boolean(keep) };
}
