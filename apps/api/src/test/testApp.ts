import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/config';
import { seedDemo } from '../seed/seed';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (seeded with the demo data unless told not to) and an
 * in-memory DuckDB. Nothing is listening; tests talk to it with `app.inject`.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    webDist?: string;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-api-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-dist'),
      // Job workers poll the database; only tests of jobs ask for them (env: { JOBS: 'on' }).
      JOBS: 'off',
      ...options.env,
    }),
    analyticsPath: ':memory:',
  };
  const seed = options.seed !== false;
  const { database, cleanup, seeded } = await createTestDatabase(inject('testDatabase'), { seeded: seed });
  if (seed && !seeded) await seedDemo(database.db);
  const app = await buildApp({ config, database, logStream: options.logStream });
  return {
    app,
    config,
    async close() {
      await app.close();
      await cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_LOGIN = { password: 'Demo-Password-1' } as const;

/** Signs in through the real route and returns the access token and refresh cookie. */
export async function login(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_LOGIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  const refresh = response.cookies.find((cookie) => cookie.name === 'shelfsight_refresh');
  return { token: (response.json() as { token: string }).token, refreshToken: refresh?.value ?? '' };
}

/** The header of a signed-in call. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs each demo user in once (the tokens apiCaller uses); their access tokens by e-mail. */
export async function loginAll(app: FastifyInstance, emails: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const email of emails) tokens[email] = await tokenOf(app, email);
  return tokens;
}

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call(method, url, token, payload?)`: an `app.inject` with a given access token, for tests of sign-in states
 * (MFA, ended sessions) that hold a particular token; other route tests use apiCaller.
 */
export function signedInCaller(app: () => FastifyInstance) {
  return (method: InjectMethod, url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** The demo customers: Acme Retail (the users' own) and Brandco (another tenant). */
export async function demoCustomers(app: FastifyInstance): Promise<{ acme: number; brandco: number }> {
  const { rows } = await app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  const idOf = (name: string) => Number(rows.find((row) => row.name === name)?.id ?? 0);
  return { acme: idOf('Acme Retail'), brandco: idOf('Brandco') };
}

/** The demo users' ids by e-mail. */
export async function demoUserIds(app: FastifyInstance, emails: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await app.db.execute<{ id: number; email: string }>(
    sql`select id, email from users where email IN (SELECT jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
  );
  return Object.fromEntries(rows.map((row) => [row.email, Number(row.id)]));
}

/** Sign-ins by app and e-mail: each demo user signs in once per test app. */
const signedIn = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();
const demoCustomersByApp = new WeakMap<FastifyInstance, Promise<{ acme: number; brandco: number }>>();

/** The access token of a demo user: signed in through the real route on first use, the same token after. */
export function tokenOf(app: FastifyInstance, email: string): Promise<string> {
  let tokens = signedIn.get(app);
  if (!tokens) signedIn.set(app, (tokens = new Map()));
  let token = tokens.get(email);
  if (!token) {
    token = login(app, email).then((answer) => answer.token);
    tokens.set(email, token);
  }
  return token;
}

/** The demo customers' ids, read once per test app. */
function cachedDemoCustomers(app: FastifyInstance) {
  let customers = demoCustomersByApp.get(app);
  if (!customers) demoCustomersByApp.set(app, (customers = demoCustomers(app)));
  return customers;
}

/**
 * `call(email, method, path, payload?, customerId?)`: an `app.inject` as a demo user (signed in once, on the
 * first call) of a path below /api/customer/:customerId/, the demo Acme Retail unless told. A path starting
 * with `/` is used as it is, for routes outside the customer scope. The way route tests talk to the API.
 */
export function apiCaller(app: () => FastifyInstance) {
  return async (email: string, method: InjectMethod, route: string, payload?: unknown, customerId?: number) => {
    const instance = app();
    const url = route.startsWith('/')
      ? route
      : `/api/customer/${customerId ?? (await cachedDemoCustomers(instance)).acme}/${route}`;
    return instance.inject({
      method,
      url,
      headers: bearer(await tokenOf(instance, email)),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}
