// `pnpm seed [--scale demo|small|bench] [--seed N]`: builds market data in DATA_DIR (or DATABASE_URL)
// and prints timings. bench makes the tenant 'Bench Retail' with 5,000 products × 20 retailers × 365
// days (36.5 M daily rows): expect several minutes and a few GB in analytics.duckdb.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { customers } from '../../db/schema';
import { openAnalytics } from '../../plugins/analytics';
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
    `Market data, scale ${scale}, seed ${seed}, in ${config.databaseUrl ? 'PostgreSQL' : config.pgliteDir} and ${config.analyticsPath}`,
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
  } finally {
    analytics.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
