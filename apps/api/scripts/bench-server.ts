// Starts the real server twice on one fresh DATA_DIR and prints start-up time, load cost and idle memory next
// to the budgets. It reports; it does not fail on a missed budget.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import {
  freePort,
  sleep,
  start,
  type StartupPhase,
  startupPhases,
  stop,
  treeCpuSeconds,
  treeRssMb,
  waitForMarketData,
  waitUntilHealthy,
} from './benchSupport';

const READY_BUDGET_MS = 10_000;
const RSS_BUDGET_MB = 400;
const IDLE_WAIT_MS = 5_000;
const MARKET_BUDGET_MS = 60_000;

async function canSignIn(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: 'Demo-Password-1' }),
  });
  return response.ok;
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/** What each phase of the server's start-up means, in the order the server runs them. */
const PHASE_NAMES: Record<string, string> = {
  boot: 'process start and loader',
  modules: 'server modules loaded (initdb runs alongside)',
  initdb: 'waiting for initdb after the modules',
  database: 'embedded database opened',
  app: 'routes and the fact store (DuckDB) opened',
  migrations: 'schema migrations',
  seed: 'demo tenants and accounts (the catalogue: after listen)',
  listen: 'listening',
};

function printPhases(title: string, phases: Record<string, StartupPhase> | null) {
  if (!phases) {
    console.log(`  ${title}: the server logged no start-up phases`);
    return;
  }
  console.log(`  ${title} (wall / CPU of all the server's threads; CPU is steadier on a busy machine):`);
  for (const [name, phase] of Object.entries(phases)) {
    const label = `${name}: ${PHASE_NAMES[name] ?? ''}`.padEnd(62);
    console.log(`    ${label}${`${phase.wallMs} ms`.padStart(9)} / ${`${phase.cpuMs} ms`.padStart(8)}`);
  }
}

/** Samples the tree's resident memory until `done` settles; the highest sample (a child that exits takes its VmHWM along). */
async function peakWhile(rootPid: number, done: Promise<unknown>): Promise<number> {
  let settled = false;
  void done
    .finally(() => {
      settled = true;
    })
    .catch(() => undefined);
  let peak = 0;
  while (!settled) {
    peak = Math.max(peak, await treeRssMb(rootPid));
    await sleep(250);
  }
  return peak;
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-'));
  try {
    const port = await freePort();
    // LOG_LEVEL info: the server's own split of its start-up is an info line.
    const first = start(dataDir, port, { LOG_LEVEL: 'info' }, true);
    const firstPhases = startupPhases(first);
    const firstStarted = performance.now();
    // The idle figures belong to a server whose demo market data is complete, so the first start
    // also waits for the background fact load (and reports how long it took and what it cost).
    let firstMs = 0;
    let marketMs = 0;
    let loadPeakMb = 0;
    let firstCpu = 0;
    let afterLoadMb = 0;
    try {
      firstMs = await waitUntilHealthy(port, first);
      const loading = waitForMarketData(port, firstStarted);
      loadPeakMb = await peakWhile(first.pid ?? 0, loading);
      marketMs = await loading;
      firstCpu = await treeCpuSeconds(first.pid ?? 0);
      await sleep(IDLE_WAIT_MS);
      afterLoadMb = await treeRssMb(first.pid ?? 0);
    } finally {
      await stop(first);
    }

    const second = start(dataDir, port, { LOG_LEVEL: 'info' }, true);
    const secondPhases = startupPhases(second);
    try {
      const secondMs = await waitUntilHealthy(port, second);
      const kept = await canSignIn(port);
      await sleep(IDLE_WAIT_MS);
      const rssMb = await treeRssMb(second.pid ?? 0);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
      const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
      console.log('\nShelfsight API server benchmark');
      console.log(
        `  first start (migrate + seed) until healthy:   ${seconds(firstMs)}   budget < ${READY_BUDGET_MS / 1000} s    ${verdict(firstMs < READY_BUDGET_MS)}`,
      );
      console.log(
        `  demo market data loaded after first start:    ${seconds(marketMs)}   budget < ${MARKET_BUDGET_MS / 1000} s    ${verdict(marketMs < MARKET_BUDGET_MS)}`,
      );
      console.log(
        `  CPU of the first start until loaded:          ${`${firstCpu.toFixed(1)} s`.padStart(8)}   (user + system, the load process included)`,
      );
      console.log(
        `  peak RSS while the market data loads:         ${mb(loadPeakMb)}   (process tree, sampled every 250 ms)`,
      );
      console.log(
        `  idle RSS ${IDLE_WAIT_MS / 1000} s after the load (first start):    ${mb(afterLoadMb)}   budget < ${RSS_BUDGET_MB} MB  ${verdict(afterLoadMb < RSS_BUDGET_MB)}`,
      );
      console.log(
        `  second start on the same DATA_DIR:            ${seconds(secondMs)}   budget < ${READY_BUDGET_MS / 1000} s    ${verdict(secondMs < READY_BUDGET_MS)}`,
      );
      console.log(
        `  idle RSS ${IDLE_WAIT_MS / 1000} s after the second start:         ${mb(rssMb)}   budget < ${RSS_BUDGET_MB} MB  ${verdict(rssMb < RSS_BUDGET_MB)}`,
      );
      console.log(`  demo data kept across the restart:            ${kept ? 'yes' : 'NO'}\n`);
      if (recordRequested())
        await recordFigures('bench:server', {
          floor,
          figures:
            `first start ${seconds(firstMs).trim()}, market data ${seconds(marketMs).trim()} (CPU ${firstCpu.toFixed(1)} s, peak ${mb(loadPeakMb).trim()}), ` +
            `idle ${mb(afterLoadMb).trim()}; second start ${seconds(secondMs).trim()}, idle ${mb(rssMb).trim()}; data kept ${kept ? 'yes' : 'NO'}`,
        });
      printPhases('first start, by phase', await firstPhases);
      printPhases('second start, by phase', await secondPhases);
      console.log('');
    } finally {
      await stop(second);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
