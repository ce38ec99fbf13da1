#!/usr/bin/env node
// Bundles the server and its fact-load child into dist/ (`pnpm --filter @shelfsight/api build`): our sources
// and the workspace packages become one file per entry, npm packages stay in node_modules. Starting from the
// bundle skips loading and transpiling hundreds of TypeScript modules through tsx at every start of the
// server and of each load child — seconds of CPU that `pnpm start` and the kill tests paid each time.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRIES = {
  server: 'src/server.ts',
  // Started as processes or threads of their own by the server: factLoadChild.ts and imageSimilarity/featurePool.ts.
  factLoadProcess: 'src/seed/market/factLoadProcess.ts',
  featureWorker: 'src/modules/imageSimilarity/featureWorker.ts',
};

/**
 * (Resolved from this script, which sits in the API's folder like the bundle.) An npm import stays an import when node resolves it from the API's folder as written; anything else is bundled:
 * workspace packages (TypeScript sources), their own dependencies (which node_modules of the API does not hold)
 * and deep imports that only a bundler resolves (no extension, no exports map).
 */
const keepNodeModulesExternal = {
  name: 'keep-node-modules-external',
  setup(bundle) {
    const resolvable = new Map();
    bundle.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (specifier.startsWith('node:') || specifier.startsWith('@shelfsight/')) {
        return specifier.startsWith('node:') ? { external: true } : undefined;
      }
      if (!resolvable.has(specifier)) {
        // import.meta.resolve answers with a URL even for a file that is not there, hence the existence check.
        let found;
        try {
          const url = import.meta.resolve(specifier);
          found = !url.startsWith('file:') || existsSync(fileURLToPath(url));
        } catch {
          found = false;
        }
        resolvable.set(specifier, found);
      }
      return resolvable.get(specifier) ? { external: true } : undefined;
    });
  },
};

/** Writes one `<outdir>/<entry>.mjs` per entry; outdir must lie inside the API's folder. */
export async function bundleServer(outdir = path.join(apiDir, 'dist')) {
  if (path.relative(apiDir, outdir).startsWith('..'))
    throw new Error(`${outdir} is outside ${apiDir}: the bundle's npm imports would not resolve`);
  await build({
    absWorkingDir: apiDir,
    entryPoints: SERVER_ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Bundled CommonJS code still calls require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [keepNodeModulesExternal],
    logLevel: 'warning',
  });
}

// `node scripts/bundle.mjs [outdir]`: dist/ by default.
if (process.argv[1] === fileURLToPath(import.meta.url))
  await bundleServer(process.argv[2] && path.resolve(process.argv[2]));
