// `pnpm seed [--scale demo|small|bench] [--seed N]`: builds market data in DATA_DIR (or DATABASE_URL)
// and prints timings. bench makes the tenant 'Bench Retail' with 5,000 products × 20 retailers × 365
// days (36.5 M daily rows): expect several minutes and a few GB in analytics.duckdb. With FACTS_URL the
// scale's tenants are then copied from DuckDB into ClickHouse, replacing what it held for them.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { customers } from '../../db/schema';
import { takesFiles } from '../../analytics/factStore/parquetTransfer';
import { IN_PROCESS_FACTS } from '../../config/config';
import { type Analytics, openAnalytics, openFactStore } from '../../plugins/analytics';
import { copyCustomerFactsToClickHouse } from './copyToClickHouse';
import { seedDemo } from '../seed';
import { DEFAULT_MARKET_SEED, type ScaleName, scales } from './scales';
import { seedMarketCatalogue, seedMarketFacts } from './seedMarket';

const SEED_MEMORY_LIMIT = '4GB';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' }, seed: { type: 'string' } } });
  const scale = values.scale as ScaleName;
  if (!(scale in scales)) throw new Error(`--scale must be one of ${Object.keys(scales).join(', ')}`);
  const seed = values.seed === undefined ? DEFAULT_MARKET_SEED : Number(values.seed);
  const config = loadConfig();
  console.log(
    `Market data, scale ${scale}, seed ${seed}, in ${config.databaseUrl ? 'PostgreSQL' : config.pgliteDir} and ${config.analyticsPath}${config.factsUrl ? ', then ClickHouse (FACTS_URL)' : ''}`,
  );

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const analytics = await openAnalytics(config.analyticsPath);
  // Building the rollups of a bench-scale tenant let DuckDB cache up to 80 % of the machine (7.9 GB
  // measured); under a limit it spills to disk instead. The limit holds for this process only.
  await analytics.connection.run(`SET memory_limit = '${SEED_MEMORY_LIMIT}'`);
  try {
    await migrate(database);
    if (scale === 'bench') {
      const [existing] = await database.db.select().from(customers).where(eq(customers.name, 'Bench Retail'));
      if (!existing)
        await database.db
          .insert(customers)
          .values({ name: 'Bench Retail', accountType: 'CUSTOMER', licensePlanName: 'Professional' });
    } else {
      await seedDemo(database.db);
    }
    let started = performance.now();
    const tenants = await seedMarketCatalogue(database.db, scale, seed);
    console.log(`catalogue: ${tenants.map((tenant) => tenant.name).join(', ')} in ${seconds(started)}`);

    started = performance.now();
    let reported = -1;
    const result = await seedMarketFacts(database.db, analytics.connection, tenants, {
      seed,
      onProgress: ({ tenant, dayIndex, days, dailyRows }) => {
        const step = Math.floor(((dayIndex + 1) / days) * 20);
        if (step === reported) return;
        reported = step;
        console.log(
          `  ${tenant.name}: day ${dayIndex + 1} of ${days}, ${dailyRows.toLocaleString('en')} daily rows, ${seconds(started)}`,
        );
      },
    });
    console.log(
      `facts: ${result.dailyRows.toLocaleString('en')} daily rows (loaded: ${result.loaded.join(', ') || 'none, already there'}) in ${seconds(started)}`,
    );
    const counts = await analytics.connection.runAndReadAll(
      `SELECT table_name, estimated_size FROM duckdb_tables() WHERE table_name LIKE 'fact_%' ORDER BY table_name`,
    );
    for (const [table, rows] of counts.getRows())
      console.log(`  ${String(table).padEnd(24)} ${Number(rows).toLocaleString('en').padStart(14)} rows`);
    if (config.factsUrl) await copyToFactStore(analytics, config.factsUrl, tenants);
  } finally {
    analytics.close();
    await database.close();
  }
}

/** Copies the tenants' facts from DuckDB into the ClickHouse store FACTS_URL names, all of them again. */
async function copyToFactStore(analytics: Analytics, factsUrl: string, tenants: readonly { customerId: number }[]) {
  const facts = await openFactStore(analytics, factsUrl);
  try {
    if (!takesFiles(facts)) throw new Error('FACTS_URL names a store that does not take files');
    if (factsUrl === IN_PROCESS_FACTS)
      console.log('FACTS_URL=chdb: ClickHouse in process keeps nothing after this command; the server loads its own.');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const catalog = await analytics.connection.runAndReadAll('SELECT current_database()');
    const copied = await copyCustomerFactsToClickHouse(
      analytics.connection,
      facts,
      String(catalog.getRows()[0]?.[0]),
      tenants.map((tenant) => tenant.customerId),
      { withLoads: true },
    );
    // In process (chdb) ClickHouse's threads count here too.
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `ClickHouse: ${tenants.length} tenants copied in ${seconds(started)} (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
    );
    for (const [table, rows] of Object.entries(copied))
      console.log(`  ${table.padEnd(24)} ${rows.toLocaleString('en').padStart(14)} rows`);
  } finally {
    await facts.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
