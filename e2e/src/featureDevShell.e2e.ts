import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { featureDevConfig } from '@shelfsight/app-shell/vite';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, signIn, useBrowser } from './support/browser';

const savedFiltersDir = resolve(import.meta.dirname, '../../packages/saved-filters');

/** The names of the saved filters admin@acme.test sees in their active customer, asked of the API directly. */
async function savedFilterNames(apiUrl: string): Promise<string[]> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const active = (await (await fetch(`${apiUrl}/api/customer/get-active`, { headers })).json()) as { id: number };
  const filters = (await (await fetch(`${apiUrl}/api/customer/${active.id}/saved-filters`, { headers })).json()) as {
    id: number;
    name: string;
  }[];
  return filters.toSorted((a, b) => a.id - b.id).map((filter) => filter.name);
}

describe("a feature's dev shell in Chromium, against the real API", () => {
  const browser = useBrowser();
  let vite: ViteDevServer;
  let cacheDir: string;
  let shellUrl: string;
  let page: Page;

  beforeAll(async () => {
    // A cache of its own: the test pre-bundles the shell's dependencies as a first `dev` run does, and leaves a
    // developer's cache in the package alone.
    cacheDir = mkdtempSync(join(tmpdir(), 'shelfsight-dev-shell-'));
    const config = featureDevConfig(savedFiltersDir, inject('baseUrl'));
    vite = await createServer({
      ...config,
      configFile: false,
      cacheDir,
      logLevel: 'warn',
      // Nothing is edited during the test: no reloads to push and no files to watch.
      server: { ...config.server, host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    });
    await vite.listen();
    shellUrl = `http://127.0.0.1:${((vite.httpServer as Server).address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await vite?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    page = await newPage(browser(), shellUrl);
    // The first page load waits for the dependencies to be pre-bundled, which takes a while on a busy machine.
    page.setDefaultTimeout(120_000);
  });

  const menu = () => page.getByRole('navigation', { name: 'Main navigation' });

  it("signs in through the form, shows the feature's screen with the API's data, and leaves other features out", async () => {
    // The demo seed gives the account saved filters; the oldest is one of them.
    const [seeded] = await savedFilterNames(inject('baseUrl'));
    if (seeded === undefined) throw new Error('the API lists no saved filters for admin@acme.test');

    await signIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Dev shell', { exact: true }).waitFor();

    await menu().getByRole('link', { name: 'Saved filters', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/saved-filters/');
    await page.getByRole('heading', { name: 'Saved filters' }).waitFor();
    // Searched for, so filters other tests added cannot push it to a later page of the table.
    await page.getByRole('searchbox', { name: 'Search filters' }).fill(seeded);
    await page.getByRole('cell', { name: seeded, exact: true }).waitFor();

    // Only this feature's tiles and routes: the app's other features are not in the shell.
    for (const name of ['Dashboards', 'Widgets', 'Alerts'])
      expect(await menu().getByRole('link', { name, exact: true }).count(), name).toBe(0);
    await page.goto('/dashboards/');
    await page.getByText('This page could not be found').waitFor();
  }, 240_000);
});
