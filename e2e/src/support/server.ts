import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');
const apiDir = join(repoRoot, 'apps/api');
const webDist = join(repoRoot, 'apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function readHealth(baseUrl: string): Promise<{ marketData?: { state: string; message?: string } } | null> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.ok ? ((await response.json()) as { marketData?: { state: string; message?: string } }) : null;
  } catch {
    return null; // not listening yet
  }
}

/** Listening is not enough: widget suites need the market facts, which load after listen. */
async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    const marketData = (await readHealth(baseUrl))?.marketData;
    if (marketData?.state === 'ready') return;
    if (marketData?.state === 'failed') throw new Error(`market data failed to load: ${marketData.message ?? ''}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server did not become healthy with its market data within ${timeoutMs} ms`);
}

/**
 * A data directory the server has already filled (migrated, demo seed, market data loaded) and stopped on, named
 * by E2E_PREPARED_DATA_DIR: the root test command prepares it beside other work (`pnpm --filter
 * @shelfsight/e2e prepare-data`), so the suite's server starts on a copy in a few seconds instead of loading
 * everything first. Without it the server starts on an empty directory and loads everything itself.
 */
const preparedDataDir = process.env.E2E_PREPARED_DATA_DIR;
const PREPARED_MARKER = '.prepared';

/** Fills E2E_PREPARED_DATA_DIR: starts the server on it until its market data is ready, then stops it. */
export async function prepareDataDir(): Promise<void> {
  if (!preparedDataDir) throw new Error('E2E_PREPARED_DATA_DIR names no directory to prepare');
  const server = await startServer({ dataDir: preparedDataDir });
  await server.stop();
  writeFileSync(join(preparedDataDir, PREPARED_MARKER), '');
}

/**
 * Starts the real server (built web app, embedded databases, demo seed) on a temporary data directory, a copy of
 * the prepared one when there is one; `dataDir` names a directory to fill and keep instead.
 */
export async function startServer(options: { dataDir?: string } = {}): Promise<RunningServer> {
  if (!options.dataDir && !existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: build the web app before the end-to-end tests');
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'shelfsight-e2e-'));
  if (!options.dataDir && preparedDataDir && existsSync(join(preparedDataDir, PREPARED_MARKER))) {
    cpSync(preparedDataDir, dataDir, { recursive: true, filter: (source) => !source.endsWith(PREPARED_MARKER) });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server as `pnpm start` runs it: from its bundle, built here so it holds the sources under test.
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: apiDir,
    env: {
      // Every test signs in from this one address, so its limits are raised; the API tests cover the limits.
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '200',
      RATE_LIMIT_RESET_PER_ADDRESS: '1000',
      // The small demo scale comes from the same generator as the full one and loads in seconds.
      MARKET_SCALE: 'small',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Links in mails must lead to this server.
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    // A server that never became healthy is not left running after the suite gives up on it.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
