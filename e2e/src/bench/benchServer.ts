// The real server on the kept bench tenant for the dashboard bench, started as `pnpm start` runs it, with the
// session of a reader of the bench customer for API calls and for the browser, and one of the demo's owner in the
// demo customer whose dashboards the demo seed made.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');
const apiDir = join(repoRoot, 'apps/api');
const PASSWORD = 'Demo-Password-1';
const SYSADMIN = 'sysadmin@shelfsight.test';
/** The reader of the bench dashboards: a member of the bench customer only, made on first use. */
const READER = 'bench-reader@shelfsight.test';
/** The owner of the demo seed's dashboards, and their customer. */
const DEMO_OWNER = 'admin@acme.test';
const DEMO_CUSTOMER = 'Acme Retail';

/** Where the bench tenant is kept: BENCH_DATA_DIR, by default apps/api/.data/bench (git-ignored). */
export function benchDataDir(): string {
  // A relative BENCH_DATA_DIR counts from where pnpm was started (INIT_CWD), as for bench:tenant.
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : join(apiDir, '.data/bench');
  const marker = join(dataDir, 'bench-tenant.json');
  if (!existsSync(marker)) {
    throw new Error(
      `No bench tenant in ${dataDir}. Build it first (about 5–10 minutes on 2 cores, a few GB):\n` +
        `  BENCH_DATA_DIR=${dataDir} pnpm --filter @shelfsight/api bench:tenant\n` +
        'then run pnpm bench:dashboard again (BENCH_DATA_DIR=<dir> for another place).',
    );
  }
  const kept = JSON.parse(readFileSync(marker, 'utf8')) as { builtOn: string };
  if (kept.builtOn !== new Date().toISOString().slice(0, 10))
    console.warn(
      `The bench tenant was built on ${kept.builtOn}: its last days are empty; rebuild it for today's figures.`,
    );
  return dataDir;
}

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Login {
  token: string;
  user: unknown;
  scopes: unknown;
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** A signed-in user in one customer: API calls as them, and a browser state signed in as them. */
export interface BenchSession {
  customerId: number;
  call(method: string, path: string, body?: unknown): Promise<unknown>;
  signedInState(): Promise<{
    cookies: never[];
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  }>;
}

/**
 * The server as `pnpm start` runs it on `dataDir`, once it listens and its market data is no longer loading (or,
 * with `untilReady`, has loaded: an empty directory's server is idle before it starts loading the demo's).
 */
async function launchServer(dataDir: string, env: Record<string, string>, untilReady = false) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // As the api's start script runs it (see its package.json): its bundle of the sources as they are.
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--expose-gc', '--enable-source-maps', 'dist/server.mjs'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // BENCH_WEB_DIST: another build of the web app (one made for profiling, say) than apps/web/dist.
        WEB_DIST: process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (const started = Date.now(); ; await new Promise((wait) => setTimeout(wait, 250))) {
    if (child.exitCode !== null) throw new Error(`the server exited early with code ${child.exitCode}`);
    if (Date.now() - started > 300_000) throw new Error('the server did not settle within 5 minutes');
    const health = await fetch(`${baseUrl}/api/health`)
      .then((response) => (response.ok ? (response.json() as Promise<{ marketData?: { state: string } }>) : null))
      .catch(() => null);
    const state = health?.marketData?.state;
    if (untilReady && state === 'failed') throw new Error('the server failed to load its market data');
    if (health && (untilReady ? state === 'ready' : state !== 'loading')) break;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Sign-in and calls on the server at `baseUrl`. */
function accountsAt(baseUrl: string) {
  const login = async (email: string): Promise<Login> => {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as Login;
  };
  const request = (token: string, method: string, path: string, customer: number, body?: unknown) =>
    fetch(`${baseUrl}/api/customer/${customer}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const sessionOf = async (email: string, customer: number): Promise<BenchSession> => {
    const { token } = await login(email);
    return {
      customerId: customer,
      async call(method, path, body) {
        const response = await request(token, method, path, customer, body);
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response.json();
      },
      async signedInState() {
        const session = await login(email);
        const localStorage = Object.entries({
          token: session.token,
          authUser: JSON.stringify(session.user),
          scopes: JSON.stringify(session.scopes),
          activeCustomerId: String(customer),
        }).map(([name, value]) => ({ name, value }));
        return { cookies: [], origins: [{ origin: baseUrl, localStorage }] };
      },
    };
  };
  /** The demo dashboards' owner in the demo customer, which the demo seed makes on every data directory. */
  const demoSession = async (): Promise<BenchSession> => {
    const { token } = await login(DEMO_OWNER);
    const response = await fetch(`${baseUrl}/api/customer/get-all`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const customers = (await response.json()) as Record<string, { id: number; name: string }>;
    const demo = Object.values(customers).find((customer) => customer.name === DEMO_CUSTOMER);
    if (!demo) throw new Error(`${DEMO_OWNER} has no customer ${DEMO_CUSTOMER}: was the demo seeded?`);
    return sessionOf(DEMO_OWNER, demo.id);
  };
  return { login, request, sessionOf, demoSession };
}

/**
 * The real server on `dataDir` for the demo customer alone: a kept bench tenant's directory, or an empty one the
 * server fills with the demo seed at the demo's scale first (a minute or two).
 */
export async function startDemoServer(dataDir: string, env: Record<string, string> = {}) {
  const server = await launchServer(dataDir, env, true);
  return { baseUrl: server.baseUrl, demoSession: accountsAt(server.baseUrl).demoSession, stop: server.stop };
}

/** `env` is added to the server's environment: WIDGET_RESULT_CACHE=off for visits whose answers are all computed. */
export async function startBenchServer(dataDir: string, env: Record<string, string> = {}) {
  const { customerId } = JSON.parse(readFileSync(join(dataDir, 'bench-tenant.json'), 'utf8')) as { customerId: number };
  const server = await launchServer(dataDir, env);
  const { baseUrl } = server;
  const { login, request, sessionOf, demoSession } = accountsAt(baseUrl);
  const added = await request((await login(SYSADMIN)).token, 'POST', 'user/add', customerId, {
    displayName: 'Bench Reader',
    email: READER,
    password: PASSWORD,
    roleIds: [],
    isActive: true,
    expirationDate: null,
  });
  // 422: the reader is there from an earlier run.
  if (!added.ok && added.status !== 422)
    throw new Error(`adding the bench reader: ${added.status} ${await added.text()}`);
  const reader = await sessionOf(READER, customerId);

  return {
    baseUrl,
    /** A call on the bench customer as the reader. */
    call: reader.call,
    /** A browser state signed in as the reader with the bench customer active, as after signing in. */
    signedInState: reader.signedInState,
    /** The demo dashboards' owner in the demo customer, which the demo seed makes beside the bench tenant. */
    demoSession,
    stop: server.stop,
  };
}
