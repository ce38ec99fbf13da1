// Starts the real server twice on one fresh DATA_DIR and prints start-up time and idle memory next
// to the budgets. It reports; it does not fail on a missed budget.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_BUDGET_MS = 10_000;
const RSS_BUDGET_MB = 400;
const IDLE_WAIT_MS = 5_000;
const MARKET_BUDGET_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number): ChildProcess {
  const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
  return spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilHealthy(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok && ((await response.json()) as { status: string }).status === 'ok') {
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('server did not become healthy in time');
}

/** Milliseconds from `since` until health reports the background market-data load as ready. */
async function waitForMarketData(port: number, since: number, timeoutMs = 600_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const { marketData } = (await response.json()) as { marketData?: { state: string; message?: string } };
    if (marketData?.state === 'ready') return performance.now() - since;
    if (marketData?.state === 'failed') throw new Error(`market data failed to load: ${marketData.message ?? ''}`);
    await sleep(250);
  }
  throw new Error('market data did not load in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Sums VmRSS over the process and all its descendants (tsx runs the server in a child node). */
async function treeRssKb(rootPid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[1]) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return total;
}

async function canSignIn(port: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: 'Demo-Password-1' }),
  });
  return response.ok;
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-'));
  try {
    const port = await freePort();
    const first = start(dataDir, port);
    const firstStarted = performance.now();
    // The idle figure belongs to a server whose demo market data is complete, so the first start
    // also waits for the background fact load (and reports how long it took).
    let firstMs = 0;
    let marketMs = 0;
    try {
      firstMs = await waitUntilHealthy(port, first);
      marketMs = await waitForMarketData(port, firstStarted);
    } finally {
      await stop(first);
    }

    const second = start(dataDir, port);
    try {
      const secondMs = await waitUntilHealthy(port, second);
      const kept = await canSignIn(port);
      await sleep(IDLE_WAIT_MS);
      const rssMb = (await treeRssKb(second.pid ?? 0)) / 1024;
      console.log('\nShelfsight API server benchmark');
      console.log(`  first start (migrate + seed) until healthy: ${(firstMs / 1000).toFixed(2)} s   budget < ${READY_BUDGET_MS / 1000} s   ${verdict(firstMs < READY_BUDGET_MS)}`);
      console.log(`  demo market data loaded after first start:  ${(marketMs / 1000).toFixed(2)} s   budget < ${MARKET_BUDGET_MS / 1000} s   ${verdict(marketMs < MARKET_BUDGET_MS)}`);
      console.log(`  second start on the same DATA_DIR:          ${(secondMs / 1000).toFixed(2)} s   budget < ${READY_BUDGET_MS / 1000} s   ${verdict(secondMs < READY_BUDGET_MS)}`);
      console.log(`  idle RSS after ${IDLE_WAIT_MS / 1000} s (process tree):       ${rssMb.toFixed(0)} MB   budget < ${RSS_BUDGET_MB} MB   ${verdict(rssMb < RSS_BUDGET_MB)}`);
      console.log(`  demo data kept across the restart:          ${kept ? 'yes' : 'NO'}\n`);
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
