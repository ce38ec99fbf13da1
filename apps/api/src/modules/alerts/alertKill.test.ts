import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alert, Notification } from '@shelfsight/contracts';
import { afterAll, describe, expect, it } from 'vitest';

// The real server (node itself, so SIGKILL reaches it) on embedded databases in a temporary DATA_DIR at
// the small demo scale: the demo load finishes, Acme's demo alerts are checked, and the one that raises
// is held after its first recipient was told. Killed there, restarted: the check is retried and only
// the second recipient is told.
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
const HOLD_MESSAGE = 'holding the alert delivery';
const FIRING = 'A product went out of stock yesterday';
const DEADLINE_MS = 240_000;

interface Server {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<void>;
}

const dirs: string[] = [];
const running: ChildProcess[] = [];
afterAll(async () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, server: Server): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output().slice(-4000)}`);
    await sleep(250);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _testUrl, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MARKET_SCALE: 'small',
      LOG_LEVEL: 'info',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_RETRY_DELAY_SECONDS: '1',
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

async function signIn(server: Server, email: string) {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-Password-1' }),
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { token: string }).token;
}

async function get<T>(server: Server, token: string, url: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function mailsAbout(dataDir: string, subject: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return texts.filter((text) => text.includes(subject));
}

describe.skipIf(process.platform !== 'linux')('alert check killed mid-delivery', () => {
  it('is retried after a restart and tells each recipient once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-alert-kill-'));
    dirs.push(dataDir);
    const held = await startServer(dataDir, { SHELFSIGHT_TEST_HOLD_ALERT_DELIVERY: '1' });
    await waitFor('the held delivery', async () => (held.output().includes(HOLD_MESSAGE) ? true : undefined), held);
    // The first recipient has had the in-app message and the mail; the second not yet.
    expect(await mailsAbout(dataDir, FIRING)).toHaveLength(1);
    held.process.kill('SIGKILL');
    await held.exited;

    const server = await startServer(dataDir);
    const admin = await waitFor('sign-in', () => signIn(server, 'admin@acme.test'), server);
    const productManager = await waitFor('sign-in', () => signIn(server, 'pm@acme.test'), server);
    const customers = await get<Record<string, { id: number; name: string }>>(server, admin, '/api/customer/get-all');
    const acme = Object.values(customers).find((customer) => customer.name === 'Acme Retail')?.id;
    const alert = await waitFor(
      'the retried check to finish',
      async () => {
        const alerts = await get<Alert[]>(server, admin, `/api/customer/${acme}/alerts`);
        const firing = alerts.find((entry) => entry.subject === FIRING);
        return firing?.lastCheckStatus === 'RAISED' ? firing : undefined;
      },
      server,
    );
    expect(server.output()).toContain('retrying jobs the previous server process left running');
    expect(alert.recipientIds).toHaveLength(2);
    for (const token of [admin, productManager]) {
      const inbox = await get<Notification[]>(server, token, `/api/customer/${acme}/notifications`);
      expect(inbox.filter((entry) => entry.type === 'ALERT' && entry.title.includes(FIRING))).toHaveLength(1);
    }
    const mails = await mailsAbout(dataDir, FIRING);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('pm@acme.test'))).toBe(true);
    expect(mails.some((mail) => mail.includes('admin@acme.test'))).toBe(true);
    server.process.kill('SIGTERM');
    await server.exited;
  }, 400_000);
});
