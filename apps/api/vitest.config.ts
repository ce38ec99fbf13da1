import { nodePreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    globalSetup: ['src/test/globalSetup.ts'],
    // Each file holds its own database (PGlite uses a few hundred MB); two at a time fits small machines.
    maxWorkers: 2,
    // The PostgreSQL pass runs beside the browser tests: on a loaded 2-core machine a correctness test of about
    // 1 s alone took over 30 s there.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  }),
);
