import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedDay } from './seedDay';

// The real server as `pnpm start` runs it (its bundle), in a child process, for the tests that kill it (SIGKILL
// must reach the server itself, not a launcher, hence node and not pnpm). It runs on embedded databases in a
// temporary DATA_DIR at the small demo scale, whatever database the suite runs on; on the PGlite run that folder
// starts with the suite's migrated template as its app database (tempDataDir).

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** Generous: only a broken server waits this long. */
export const SERVER_DEADLINE_MS = 240_000;

export interface ServerProcess {
  process: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<void>;
}

/** For kill tests that read no facts: their servers skip the demo market load. */
export const NO_MARKET_DATA = { MARKET_SCALE: 'none' };

/** Background jobs polled and retried quickly, for the tests that wait on a job after a restart. */
export const FAST_JOBS_ENV = { JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };

/** What a restarted server logs when it takes up the jobs the killed one left running. */
export const JOBS_RETRIED_MESSAGE = 'retrying jobs the previous server process left running';

const running: ChildProcess[] = [];
const dirs: string[] = [];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A temporary DATA_DIR, removed by `cleanUpServers`. On the PGlite run its app database is already there, a copy of
 * the template globalSetup made with the demo seed (the embedded database's folder as a first start leaves it): the
 * server then opens it instead of running initdb, every migration and the seed, about 6 s of CPU a first start that
 * no kill test is about. A seed made on an earlier UTC day dates its data sets from that day, so then the migrated
 * template is copied and the server seeds the demo data itself.
 */
export async function tempDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const pgliteDir = path.join(dir, 'pglite');
    await mkdir(pgliteDir);
    const tarball = template.seededOn === seedDay() ? template.seededTemplateFile : template.templateFile;
    // The template is PGlite's dump of its data folder, a tar of it.
    await promisify(execFile)('tar', ['-xf', tarball, '--no-same-owner', '-C', pgliteDir]);
  }
  return dir;
}

let bundle: Promise<string> | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundlesDir: string;
  }
}

/**
 * The server's bundle of the sources under test (`pnpm start` runs the same one from dist/), built once per test
 * worker into the run's folder inside the API's (where its npm imports resolve; globalSetup removes it).
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const dir = path.join(inject('serverBundlesDir'), String(process.pid));
    const build = spawn(process.execPath, ['scripts/bundle.mjs', dir], { cwd: apiDir, stdio: 'inherit' });
    const [code] = (await once(build, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`bundling the server failed (exit ${code})`);
    return path.join(dir, 'server.mjs');
  })();
  return bundle;
}

/** Starts the server on `dataDir` (embedded databases, mail to the outbox) with `env` added (it may set MARKET_SCALE). */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const [port, entry] = await Promise.all([freePort(), serverBundle()]);
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _testUrl, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: apiDir,
    env: {
      ...inherited,
      MARKET_SCALE: 'small',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { process: child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

export async function killHard(server: ServerProcess) {
  server.process.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: ServerProcess) {
  server.process.kill('SIGTERM');
  await server.exited;
}

/**
 * Kills whatever server is still running, waits until it has exited, and removes the temporary directories
 * (afterAll). A server still exiting can write into its directory while it is removed (ENOTEMPTY on a
 * loaded machine): removal waits for the exits and tries again briefly.
 */
export async function cleanUpServers() {
  const exits = running
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      return exited;
    });
  await Promise.all(exits);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/**
 * Polls `check` until it returns a value other than undefined; fails with `what` (and the end of the
 * server's output) after the deadline, or at once when the server it watches has exited. With
 * `retryErrors`, a check that throws (the server not listening yet) counts as not yet.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  options: { server?: ServerProcess; intervalMs?: number; deadlineMs?: number; retryErrors?: boolean } = {},
): Promise<T> {
  const { server, intervalMs = 250, deadlineMs = SERVER_DEADLINE_MS, retryErrors = false } = options;
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (server && server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const value = retryErrors
      ? await Promise.resolve()
          .then(check)
          .catch(() => undefined)
      : await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${server ? `:\n${server.output().slice(-4000)}` : ''}`);
    }
    await sleep(intervalMs);
  }
}

/** Waits until the server has written `message` to its log. */
export const logged = (server: ServerProcess, message: string) =>
  waitFor(`"${message}" in the log`, () => (server.output().includes(message) ? true : undefined), { server });

/** A demo user's access token, or undefined while the server cannot sign in yet. */
export async function signIn(server: ServerProcess, email: string, password = 'Demo-Password-1') {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).catch(() => undefined);
  if (!response?.ok) return undefined;
  return ((await response.json()) as { token: string }).token;
}

/** Signs in once the server is up. */
export const signedIn = (server: ServerProcess, email: string) =>
  waitFor(`${email} to sign in`, () => signIn(server, email), { server });

/** A signed-in call answering JSON; throws unless 2xx. */
export async function call<T>(server: ServerProcess, token: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The mails in the server's outbox (DATA_DIR/outbox) that contain `text`. */
export async function mailsAbout(dataDir: string, text: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return texts.filter((each) => each.includes(text));
}

/** The id of the demo customer Acme Retail, as the signed-in user's customer list names it. */
export async function acmeCustomerId(server: ServerProcess, token: string): Promise<number> {
  const customers = await call<Record<string, { id: number; name: string }>>(server, token, '/api/customer/get-all');
  const acme = Object.values(customers).find((customer) => customer.name === 'Acme Retail');
  if (!acme) throw new Error('the demo customer Acme Retail is missing');
  return acme.id;
}

/** Acme's user `email` signed in once the server is up, with the id of the demo customer Acme Retail. */
export async function signedInAtAcme(server: ServerProcess, email = 'admin@acme.test') {
  const token = await signedIn(server, email);
  return { token, acme: await acmeCustomerId(server, token) };
}

/** Where the first server of a kill test runs and what it holds at (SHELFSIGHT_TEST_HOLD_* settings). */
export interface HeldStart {
  dataDirPrefix: string;
  holdEnv: Record<string, string>;
  /**
   * Settings of every server of the test, the restarted one included (give them to `restartAfterKill` too), e.g.
   * MARKET_SCALE 'none' for a test that reads no facts: the demo market load would only compete for the cores.
   */
  env?: Record<string, string>;
}

/**
 * A test that kills the real server and restarts it (Linux only, like the tests that watch its children),
 * with a generous timeout. `test` gets the first server, started on a new temporary DATA_DIR with quick
 * jobs and the hold settings; the servers and temporary directories go after the file.
 */
export function killAndRestartTest(
  title: string,
  name: string,
  start: HeldStart,
  test: (first: { dataDir: string; held: ServerProcess }) => Promise<void>,
) {
  afterAll(cleanUpServers);
  describe.skipIf(process.platform !== 'linux')(title, () => {
    it(
      name,
      async () => {
        const dataDir = await tempDataDir(start.dataDirPrefix);
        const held = await startServer(dataDir, { ...FAST_JOBS_ENV, ...start.env, ...start.holdEnv });
        await test({ dataDir, held });
      },
      400_000,
    );
  });
}

/**
 * Kills the held server with SIGKILL and starts the server again on the same DATA_DIR, with quick jobs and the
 * test's `env`.
 */
export async function restartAfterKill(
  held: ServerProcess,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  await killHard(held);
  return startServer(dataDir, { ...FAST_JOBS_ENV, ...env });
}

/**
 * Waits on the restarted server until `check` finds the work the killed one left running finished, and
 * expects the restarted server to have logged that it took those jobs up again.
 */
export async function waitForRetried<T>(
  server: ServerProcess,
  what: string,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const value = await waitFor(what, check, { server, retryErrors: true });
  expect(server.output()).toContain(JOBS_RETRIED_MESSAGE);
  return value;
}
