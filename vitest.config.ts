// Every package's unit and integration tests in one run: each package's own vitest.config.ts is a project
// (its environment, setup files, timeouts and global setup stay its own), and all of them share one pool of
// workers instead of one vitest process, with its start-up and its own workers, per package.
// `vitest run --project @shelfsight/ui-kit` runs one; a package's own `vitest run` still works alone.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reportOptions } from './tooling/vitest/index.js';

// The API's config caps its files at two at a time (each holds its own PGlite database).
const API_WORKERS = 2;
// vitest's default leaves one core to its main process, which is idle while the workers run: on two cores
// that would be a single worker, where two package runs used to run side by side.
const workers = Math.max(API_WORKERS, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      'apps/*/vitest.config.ts',
      'packages/*/vitest.config.ts',
      'tooling/*/vitest.config.ts',
      // Not e2e/: the end-to-end suite drives a browser against a built server and runs on its own.
      // The API is listed below, where the root can give its files a group of their own.
      '!apps/api/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        // An inline project takes its name from here, not from the package it extends.
        test: {
          name: '@shelfsight/api',
          root: './apps/api',
          // Files of one group share a pool of one size: where the others get more workers than the API may
          // use, the API's files run as a group of their own after them.
          ...(workers === API_WORKERS ? {} : { sequence: { groupOrder: 1 } }),
        },
      },
    ],
    maxWorkers: workers,
    ...reportOptions('unit'),
  },
});
