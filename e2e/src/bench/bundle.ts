// Prints the gzip size of the JavaScript each top-level route loads in a real browser, and which feature
// packages that JavaScript contains. Budget: /login/ at most 200 KB gzip; no feature code before its route.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { startServer } from '../support/server';

const webDist = resolve(import.meta.dirname, '../../../apps/web/dist');
const LOGIN_BUDGET_KB = 200;
const FEATURES = ['auth', 'dashboards', 'widgets', 'product-details', 'reference-images', 'tasks', 'parker'];
const verbose = process.argv.includes('--verbose');

type ChunkPackages = Record<string, string[]>;

function readChunkPackages(): ChunkPackages {
  const file = join(webDist, '.vite/chunk-packages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkPackages) : {};
}

function collectScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path.replace(/^\//, ''));
  });
  return scripts;
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
  const chunkPackages = readChunkPackages();
  const server = await startServer();
  const browser = await launchBrowser();
  const rows: { route: string; files: number; kb: number; packages: string[] }[] = [];
  try {
    const anonymous = await newPage(browser, server.baseUrl);
    const loginScripts = collectScripts(anonymous);
    await anonymous.goto('/login/', { waitUntil: 'networkidle' });
    rows.push({ route: '/login/', files: loginScripts.size, kb: gzipKb(loginScripts), packages: packagesIn(loginScripts, chunkPackages) });

    const member = await newPage(browser, server.baseUrl);
    await signIn(member, 'analyst@acme.test');
    await member.waitForURL((url) => url.pathname === '/');
    const homeScripts = collectScripts(member);
    await member.reload({ waitUntil: 'networkidle' });
    rows.push({ route: '/', files: homeScripts.size, kb: gzipKb(homeScripts), packages: packagesIn(homeScripts, chunkPackages) });
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log('\nroute        scripts   gzip KB   feature packages loaded');
  for (const row of rows) {
    console.log(`${row.route.padEnd(12)} ${String(row.files).padStart(7)} ${row.kb.toFixed(1).padStart(9)}   ${row.packages.join(', ') || '-'}`);
  }
  const login = rows[0]!;
  const strayOnLogin = login.packages.filter((name) => name !== 'auth');
  console.log(`\n/login/ budget ${LOGIN_BUDGET_KB} KB gzip: ${login.kb.toFixed(1)} KB — ${login.kb <= LOGIN_BUDGET_KB ? 'within' : 'OVER'} budget`);
  console.log(`feature code on /login/ other than auth: ${strayOnLogin.length ? strayOnLogin.join(', ') : 'none'}`);
}

await main();
