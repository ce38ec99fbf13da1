import { fileURLToPath } from 'node:url';
import { nodePreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './src/test/databaseTestFiles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(
  nodePreset({
    globalSetup: ['src/test/globalSetup.ts'],
    // On native PostgreSQL (TEST_DATABASE_URL) only the files that open the app database run again; the
    // others test nothing that depends on the database driver (see src/test/databaseTestFiles.ts).
    ...(process.env.TEST_DATABASE_URL ? { include: databaseTestFiles(root) } : {}),
    // Each file holds its own database (PGlite uses a few hundred MB); two at a time fits small machines.
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the server afresh each: every file builds its own
    // app and database, and module mocks are replaced by spies (vi.spyOn on the module), which shared modules allow.
    isolate: false,
    testTimeout: 30_000,
    // Seeding a fresh database or loading the market fixture in beforeAll.
    hookTimeout: 120_000,
  }),
);
