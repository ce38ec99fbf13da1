// Prints, per route, what a real browser receives: the bytes on the wire (compression included, as Chromium
// counts them) of everything the page loads and of its JavaScript, the gzip size of that JavaScript as built,
// and which feature packages it contains; then the Lighthouse figures of the sign-in page (see
// lighthouse.ts: Lighthouse 12, as 13 needs a newer Node than the project's). Budgets: /login/ at most 200 KB
// of JavaScript on the wire; no feature code before its route; a signed-out visitor of a signed-in screen
// downloads no more JavaScript than the sign-in page and the route tables (the guard decides before the
// screen's code loads); Lighthouse performance ≥ 0.95 on the mobile and desktop presets and, on mobile, LCP ≤ 2.5 s.
// --record appends the figures to docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { startServer } from '../support/server';
import { lighthouseReport, measureLighthouse, type LighthouseFigures } from './lighthouse';

const webDist = resolve(import.meta.dirname, '../../../apps/web/dist');
const LOGIN_BUDGET_KB = 200;
const FEATURES = [
  'auth',
  'dashboards',
  'widgets',
  'saved-filters',
  'alerts',
  'exports',
  'product-details',
  'reference-images',
  'tasks',
  'parker',
  'user-management',
  'notifications',
  'data-upload',
];
const verbose = process.argv.includes('--verbose');
const withoutLighthouse = process.argv.includes('--no-lighthouse');

type ChunkPackages = Record<string, string[]>;

function readChunkPackages(): ChunkPackages {
  const file = join(webDist, '.vite/chunk-packages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkPackages) : {};
}

interface Traffic {
  scripts: Set<string>;
  /** Bytes received per response (headers and encoded body), resolved once each has finished. */
  wire: Promise<{ all: number; scripts: number }>[];
}

/** Everything the page receives from now on: its scripts by file, and the wire size of every response. */
function collectTraffic(page: Page): Traffic {
  const traffic: Traffic = { scripts: new Set(), wire: [] };
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    const isScript = path.endsWith('.js');
    if (isScript) traffic.scripts.add(path.replace(/^\//, ''));
    traffic.wire.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        return { all: bytes, scripts: isScript ? bytes : 0 };
      }),
    );
  });
  return traffic;
}

async function wireKb(traffic: Traffic): Promise<{ all: number; scripts: number }> {
  const sizes = await Promise.all(traffic.wire);
  return {
    all: sizes.reduce((sum, size) => sum + size.all, 0) / 1024,
    scripts: sizes.reduce((sum, size) => sum + size.scripts, 0) / 1024,
  };
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(webDist, file))).length;
    if (verbose) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    bytes += size;
  }
  return bytes / 1024;
}

function packagesIn(files: Iterable<string>, chunkPackages: ChunkPackages): string[] {
  const names = new Set<string>();
  for (const file of files) for (const name of chunkPackages[file] ?? []) if (FEATURES.includes(name)) names.add(name);
  return [...names].sort();
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const chunkPackages = readChunkPackages();
  const server = await startServer();
  const browser = await launchBrowser();
  let lighthouse: LighthouseFigures[] = [];
  const rows: {
    route: string;
    scripts: string[];
    files: number;
    wire: { all: number; scripts: number };
    gzip: number;
    packages: string[];
  }[] = [];
  const measure = async (route: string, traffic: Traffic) =>
    rows.push({
      route,
      scripts: [...traffic.scripts],
      files: traffic.scripts.size,
      wire: await wireKb(traffic),
      gzip: gzipKb(traffic.scripts),
      packages: packagesIn(traffic.scripts, chunkPackages),
    });
  try {
    const anonymous = await newPage(browser, server.baseUrl);
    const loginTraffic = collectTraffic(anonymous);
    await anonymous.goto('/login/', { waitUntil: 'networkidle' });
    await measure('/login/', loginTraffic);

    // A signed-out visitor of a screen: what arrives before the guard sends them to sign in.
    const visitor = await newPage(browser, server.baseUrl);
    const visitorTraffic = collectTraffic(visitor);
    await visitor.goto('/widgets/', { waitUntil: 'networkidle' });
    await measure('/widgets/ signed out', visitorTraffic);

    // Signed in, then a first visit with an empty cache (a new context holding only the session).
    const signingIn = await newPage(browser, server.baseUrl);
    await signIn(signingIn, 'analyst@acme.test');
    await signingIn.waitForURL((url) => url.pathname === '/');
    const storageState = await signingIn.context().storageState();
    const member = await (await browser.newContext({ baseURL: server.baseUrl, storageState })).newPage();
    const homeTraffic = collectTraffic(member);
    await member.goto('/', { waitUntil: 'networkidle' });
    await measure('/ signed in', homeTraffic);
    // Then the widgets screen from the menu's link: what it adds to what the cache holds.
    const widgetsTraffic = collectTraffic(member);
    await member.getByRole('link', { name: 'Widgets', exact: true }).click();
    await member.waitForURL((url) => url.pathname === '/widgets/');
    await member.waitForLoadState('networkidle');
    await measure('then /widgets/', widgetsTraffic);

    // Last, alone: Lighthouse's simulated timings suffer from anything else running.
    await browser.close();
    if (!withoutLighthouse) lighthouse = await measureLighthouse(`${server.baseUrl}/login/`, ['mobile', 'desktop']);
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log('\nroute                  scripts   wire KB (all / js)   js gzip KB as built   feature packages loaded');
  for (const row of rows) {
    const wire = `${row.wire.all.toFixed(1)} / ${row.wire.scripts.toFixed(1)}`;
    console.log(
      `${row.route.padEnd(22)} ${String(row.files).padStart(7)}   ${wire.padStart(18)}   ${row.gzip.toFixed(1).padStart(19)}   ${row.packages.join(', ') || '-'}`,
    );
  }
  const [login, visitor] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const strayOnLogin = login.packages.filter((name) => name !== 'auth');
  console.log(
    `\n/login/ budget ${LOGIN_BUDGET_KB} KB of JavaScript on the wire: ${login.wire.scripts.toFixed(1)} KB — ${login.wire.scripts <= LOGIN_BUDGET_KB ? 'within' : 'OVER'} budget`,
  );
  console.log(`feature code on /login/ other than auth: ${strayOnLogin.length ? strayOnLogin.join(', ') : 'none'}`);
  // Beyond the sign-in page's scripts, a signed-out visitor of a screen may load only the route tables that
  // tell a signed-in screen (sent to sign in) from an unknown path (not found).
  const beyondLogin = visitor.scripts.filter((file) => !login.scripts.includes(file));
  const screenCode = beyondLogin.filter((file) => !/\/discoveredFeatures-[^/]+\.js$/.test(file));
  console.log(
    `/widgets/ signed out: ${visitor.wire.scripts.toFixed(1)} KB of JavaScript on the wire (/login/ ${login.wire.scripts.toFixed(1)} KB); budget: nothing beyond /login/'s scripts but the route tables — ${screenCode.length === 0 ? 'within' : 'OVER'} budget`,
  );
  console.log(`  scripts beyond those of /login/: ${beyondLogin.length ? beyondLogin.join(', ') : 'none'}`);
  if (lighthouse.length > 0) console.log(`\n${lighthouseReport('/login/', lighthouse).join('\n')}`);
  if (recordRequested()) {
    const routes = rows.map(
      (row) => `${row.route} ${row.wire.scripts.toFixed(1)} KB of scripts (${row.wire.all.toFixed(1)} KB in all)`,
    );
    const scores = lighthouse.map(
      (figure) =>
        `Lighthouse ${figure.preset} ${figure.performance.toFixed(2)}, LCP ${(figure.lcpMs / 1000).toFixed(2)} s`,
    );
    await recordFigures('bench:bundle', { floor, figures: [...routes, ...scores].join('; ') });
  }
}

await main();
