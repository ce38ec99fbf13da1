// What the server benchmarks share: a free port, the real server started as a child process, waiting
// until it is healthy or its market data has loaded, stopping it, and reading its memory from /proc.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let prepared = false;

/**
 * The package's start script as environment, command and arguments, so the benchmarks measure what
 * `pnpm start` runs (leading NAME=value words are the environment the shell would give it).
 */
function startCommand(): [Record<string, string>, string, string[]] {
  const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  // Steps before the last `&&` (bundling the server) run once, here; the last one is the server itself.
  const steps = manifest.scripts.start.split('&&').map((step) => step.trim());
  if (!prepared) {
    for (const step of steps.slice(0, -1)) execSync(step, { cwd: apiRoot, stdio: 'inherit' });
    prepared = true;
  }
  const words = (steps.at(-1) ?? '').split(/\s+/);
  const scriptEnv: Record<string, string> = {};
  for (
    let assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(words[0] ?? '');
    assignment;
    assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(words[0] ?? '')
  ) {
    scriptEnv[assignment[1] as string] = assignment[2] ?? '';
    words.shift();
  }
  const [command = 'node', ...args] = words;
  if (command === 'node') return [scriptEnv, process.execPath, args];
  return [scriptEnv, path.join(apiRoot, 'node_modules', '.bin', command), args];
}

/**
 * Starts the server as `pnpm start` does, on `dataDir`; `env` adds to (or overrides) the inherited environment.
 * `pipeStdout` hands its stdout to the caller, who must read it (startupPhases does) or the server stalls.
 */
export function start(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  pipeStdout = false,
): ChildProcess {
  const [scriptEnv, command, args] = startCommand();
  return spawn(command, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...scriptEnv,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', pipeStdout ? 'pipe' : 'ignore', 'inherit'],
  });
}

export interface StartupPhase {
  wallMs: number;
  cpuMs: number;
}

/**
 * The server's own split of its start-up (the 'start-up phases' log line), read from its stdout; the
 * server must run with LOG_LEVEL=info for the line to appear. Consumes the child's stdout.
 */
export function startupPhases(child: ChildProcess): Promise<Record<string, StartupPhase> | null> {
  return new Promise((resolve) => {
    if (!child.stdout) return resolve(null);
    const lines = createInterface({ input: child.stdout });
    let found = false;
    lines.on('line', (line) => {
      if (found || !line.includes('"startupMs"')) return;
      try {
        const entry = JSON.parse(line) as { startupMs?: Record<string, StartupPhase> };
        if (entry.startupMs) {
          found = true;
          resolve(entry.startupMs);
        }
      } catch {
        // not a log line
      }
    });
    lines.on('close', () => resolve(null));
  });
}

interface Health {
  status: string;
  marketData?: { state: string; rows: number; message?: string };
}

/** The health answer, or null while the server is not listening or not healthy. */
async function readHealth(port: number): Promise<Health | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok ? ((await response.json()) as Health) : null;
  } catch {
    return null; // not listening yet
  }
}

/** Milliseconds until GET /api/health answers ok. */
export async function waitUntilHealthy(port: number, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    if ((await readHealth(port))?.status === 'ok') return performance.now() - started;
    await sleep(50);
  }
  throw new Error('server did not become healthy in time');
}

/** Milliseconds from `since` until health reports the background market-data load as ready. */
export async function waitForMarketData(port: number, since: number, timeoutMs = 600_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    const marketData = (await readHealth(port))?.marketData;
    if (marketData?.state === 'ready') return performance.now() - since;
    if (marketData?.state === 'failed') throw new Error(`market data failed to load: ${marketData.message ?? ''}`);
    await sleep(250);
  }
  throw new Error('market data did not load in time');
}

/** Healthy and done loading the demo market data in the background, so nothing else competes for the store. */
export async function waitUntilSettled(port: number, child: ChildProcess, timeoutMs = 1_200_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    const health = await readHealth(port);
    if (health && health.marketData?.state !== 'loading') return;
  }
  throw new Error('server did not settle in time');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server with its jobs on over `dataDir` (no demo seed), waits until it settles, runs `use`, stops it. */
export async function withJobsServer<T>(
  dataDir: string,
  use: (port: number, server: ChildProcess) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = start(dataDir, port, { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', SEED: 'none' });
  try {
    await waitUntilSettled(port, server);
    return await use(port, server);
  } finally {
    await stop(server);
  }
}

/** Process ids of `rootPid` and all its descendants (the server forks its market-data load). */
async function processTree(rootPid: number): Promise<Set<number>> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[1]) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** Sums one /proc/<pid>/status field (in kB) over the process tree, in MB. */
async function treeStatusMb(rootPid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const pattern = new RegExp(`${field}:\\s+(\\d+)`);
  let kb = 0;
  for (const pid of await processTree(rootPid)) {
    kb += Number(pattern.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0);
  }
  return kb / 1024;
}

/** Resident memory now (VmRSS), summed over the server process and its descendants. */
export const treeRssMb = (rootPid: number) => treeStatusMb(rootPid, 'VmRSS');

/** Peak resident set (VmHWM) summed over the server process and its descendants. */
export const treePeakMb = (rootPid: number) => treeStatusMb(rootPid, 'VmHWM');

/**
 * CPU seconds (user + system) used so far by the process tree, children it has reaped included (the
 * server reaps its market-data load process). Assumes the usual 100 clock ticks per second.
 */
export async function treeCpuSeconds(rootPid: number): Promise<number> {
  let ticks = 0;
  for (const pid of await processTree(rootPid)) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of stat, 11-14 after the slice at field 3.
    for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0);
  }
  return ticks / 100;
}
