import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startMarketDataLoad } from './seed/market/backgroundLoad';
import { type MarketTenant, seedMarketCatalogue } from './seed/market/seedMarket';
import { seedDemo } from './seed/seed';

/**
 * A full garbage collection when `pnpm start` exposes it (--expose-gc). PGlite's first run (initdb)
 * leaves about 500 MB of buffers that V8 collects only under memory pressure, and the market-data load
 * leaves IPC garbage; collecting once after each gives the memory back to the system at once.
 */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database });

  // Registered before the slow steps, so a signal during migration still closes the stores cleanly.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // app.close stops accepting connections, waits for in-flight requests, then runs the onClose
    // hooks that close PostgreSQL/PGlite and DuckDB.
    await app.close();
  });

  const applied = await migrate(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
  let marketTenants: MarketTenant[] = [];
  if (config.seed !== 'none') {
    const seed = await seedDemo(database.db);
    // The catalogue is quick and seeded before listening; the facts load in the background after.
    marketTenants = await seedMarketCatalogue(database.db, config.marketScale);
    if (seed.seeded) app.log.info('seeded the demo data');
    console.log(
      `\nDemo accounts (password ${seed.password}):\n${seed.accounts.map((email) => `  ${email}`).join('\n')}\n`,
    );
  }

  collectGarbage();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { dataDir: config.dataDir, database: database.driver, webDist: config.webDist },
    `Shelfsight API ready; docs at /api/docs`,
  );
  if (marketTenants.length > 0) void startMarketDataLoad(app, marketTenants, { workDir: config.dataDir }).then(collectGarbage);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
