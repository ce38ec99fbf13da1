import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ENTRY, featureDevConfig } from './featureDevConfig';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const otherFeatures = ['alerts', 'dashboards', 'datasets', 'exports', 'notifications', 'widgets', 'user-management'];

const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The module specifiers a transformed module imports. */
const importsOf = (code: string) =>
  [...code.matchAll(/\bimport\s*(?:[^'"]*?\sfrom\s*)?["']([^"']+)["']/g)].map((match) => match[1] ?? '');

let api: Server;
let vite: ViteDevServer;
let shell: string;

beforeAll(async () => {
  // A stand-in API that echoes the path it was asked for, so the proxy's target can be seen.
  api = createHttpServer((request, response) => response.end(JSON.stringify({ asked: request.url })));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const config = featureDevConfig(`${packagesDir}tasks`, baseOf(api));
  vite = await createServer({
    ...config,
    configFile: false,
    logLevel: 'silent',
    // The test reads modules one at a time; pre-bundling every dependency would only slow it down.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { ...config.server, host: '127.0.0.1', port: 0, hmr: false, watch: null },
  });
  await vite.listen();
  shell = baseOf(vite.httpServer as Server);
}, 60_000);

afterAll(async () => {
  await vite?.close();
  api?.close();
});

describe("a feature's dev shell", () => {
  it("answers any page address with the shell's page, which starts the feature's dev entry", async () => {
    const response = await fetch(`${shell}/tasks/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<script type="module" src="${DEV_ENTRY}"></script>`);
    expect(html).toContain('tasks (dev)');
    // Served through Vite's page transform, so the page reloads on change.
    expect(html).toContain('/@vite/client');
  });

  it('starts the shell with that feature alone: its entry imports app-shell and the feature, no other feature', async () => {
    const response = await fetch(`${shell}${DEV_ENTRY}`);
    expect(response.status).toBe(200);
    const imports = importsOf(await response.text());
    expect(imports.some((path) => /app-shell\/src\/devApp\.ts$/.test(path))).toBe(true);
    expect(imports).toContain('/src/index.ts');
    for (const feature of otherFeatures) expect(imports.join('\n')).not.toContain(`/${feature}/`);
  });

  it('sends /api requests to the API it was given', async () => {
    const response = await fetch(`${shell}/api/auth/user`, { headers: { accept: 'application/json' } });
    expect(await response.json()).toEqual({ asked: '/api/auth/user' });
  });
});
