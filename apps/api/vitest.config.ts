import { nodePreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodePreset({
    globalSetup: ['src/test/globalSetup.ts'],
    // Each file holds its own database (PGlite uses a few hundred MB); two at a time fits small machines.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  }),
);
