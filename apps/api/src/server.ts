import { loadConfig } from './config/config';
import { prepareDataDir } from './db/prepareDataDir';

/**
 * A full garbage collection when `pnpm start` exposes it (--expose-gc). PGlite's first run (initdb)
 * leaves about 500 MB of buffers that V8 collects only under memory pressure, and the market-data load
 * leaves IPC garbage; collecting once after each gives the memory back to the system at once.
 */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Milliseconds per start-up phase, wall clock and CPU (all threads of the process), logged once
 * listening; bench:server prints them. CPU is the steadier figure on a busy machine.
 */
function phaseTimer() {
  const phases: Record<string, { wallMs: number; cpuMs: number }> = {
    boot: { wallMs: Math.round(process.uptime() * 1000), cpuMs: Math.round(cpuMs()) },
  };
  let last = { wall: performance.now(), cpu: cpuMs() };
  return {
    phases,
    lap(name: string) {
      const now = { wall: performance.now(), cpu: cpuMs() };
      phases[name] = { wallMs: Math.round(now.wall - last.wall), cpuMs: Math.round(now.cpu - last.cpu) };
      last = now;
    },
  };
}

async function main() {
  const timer = phaseTimer();
  const config = loadConfig();
  // A first start's initdb runs on its own thread while this one loads the server's modules (both take
  // seconds); the modules are imported only now so that the two overlap.
  const dataDirReady = config.databaseUrl ? Promise.resolve(undefined) : prepareDataDir(config.pgliteDir);
  dataDirReady.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const [
    { default: closeWithGrace },
    { buildApp },
    { openDatabase },
    { migrate },
    { startMarketDataLoad },
    { seedMarketCatalogue },
    { seedDemo },
  ] = await Promise.all([
    import('close-with-grace'),
    import('./app'),
    import('./db/database'),
    import('./db/migrate'),
    import('./seed/market/backgroundLoad'),
    import('./seed/market/seedMarket'),
    import('./seed/seed'),
  ]);
  timer.lap('modules');
  const pgliteWasmModule = await dataDirReady;
  timer.lap('initdb');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteWasmModule,
  });
  timer.lap('database');
  const app = await buildApp({ config, database });
  timer.lap('app');

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
  timer.lap('migrations');
  if (config.seed !== 'none') {
    const seed = await seedDemo(database.db);
    timer.lap('seed');
    if (seed.seeded) app.log.info('seeded the demo data');
    console.log(
      `\nDemo accounts (password ${seed.password}):\n${seed.accounts.map((email) => `  ${email}`).join('\n')}\n`,
    );
  }

  collectGarbage();
  await app.listen({ port: config.port, host: config.host });
  timer.lap('listen');
  app.log.info({ startupMs: timer.phases }, 'start-up phases');
  app.log.info(
    { dataDir: config.dataDir, database: database.driver, webDist: config.webDist },
    `Shelfsight API ready; docs at /api/docs`,
  );
  // The market catalogue and then the facts load after listening (health reports the load): sign-in
  // and the accounts do not wait for them, and a first start listens about a second and a half sooner.
  const { marketScale } = config;
  if (config.seed !== 'none' && marketScale !== 'none') {
    const marketTenants = () => seedMarketCatalogue(database.db, marketScale);
    // For the kill test only (seed/market/killDuringLoad.test.ts): stops the import with the last file's
    // transaction open and the others committed, where the test then kills the server.
    const holdImport = process.env.SHELFSIGHT_TEST_HOLD_MARKET_IMPORT === '1';
    const beforeImportCommit = async (index: number, files: number) => {
      if (index < files - 1) return;
      app.log.warn('holding the market-data import before its last commit');
      await new Promise<never>(() => undefined);
    };
    void startMarketDataLoad(app, marketTenants, {
      workDir: config.dataDir,
      lockDir: config.dataDir,
      beforeImportCommit: holdImport ? beforeImportCommit : undefined,
    }).then(collectGarbage);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
