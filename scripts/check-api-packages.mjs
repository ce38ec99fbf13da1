#!/usr/bin/env node
// The API server's packages, checked where dependency-cruiser cannot: it sees the files an import reaches, not
// what a package declares. A workspace package that depends on React or antd is a browser UI package, and the
// API depends on none, directly or through another workspace package, so a React-free subpath of a UI package
// cannot creep back in (the chart options and house formats have packages of their own for the server).
// Part of `pnpm lint:deps`; exits non-zero naming the chain that leads to a UI library.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const browserUi = /^(react|react-dom|antd|@ant-design\/.+)$/;

/** Every workspace package by name, with the folder it lives in. */
function workspacePackages() {
  const found = new Map();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = join(group, entry.name);
      try {
        const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
        found.set(manifest.name, { dir, manifest });
      } catch {
        // A folder without a package.json is no package.
      }
    }
  }
  return found;
}

/** Runtime dependencies a package declares (dev dependencies never run in the server). */
function runtimeDependencies(manifest) {
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
}

/** The chains from `start` to a browser UI library, following workspace packages' runtime dependencies. */
function chainsToBrowserUi(start, packages) {
  const chains = [];
  const seen = new Set();
  const visit = (name, chain) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dependency of runtimeDependencies(packages.get(name).manifest)) {
      if (browserUi.test(dependency)) chains.push([...chain, dependency]);
      else if (packages.has(dependency)) visit(dependency, [...chain, dependency]);
    }
  };
  visit(start, [start]);
  return chains;
}

const chains = chainsToBrowserUi('@shelfsight/api', workspacePackages());
if (chains.length > 0) {
  console.error('The API server depends on browser UI packages:');
  for (const chain of chains) console.error(`  ${chain.join(' → ')}`);
  process.exit(1);
}
console.log('The API server depends on no package that depends on React or antd.');
