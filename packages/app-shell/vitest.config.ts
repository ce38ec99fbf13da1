import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

const { plugins, test } = reactPreset();
/** The start-up tests configure the api client once per file, as the app does once per page load: fresh modules. */
const startupTests = ['src/bootstrap/apiClient.test.ts'];

export default defineConfig({
  test: {
    ...(test.reporters ? { reporters: test.reporters, outputFile: test.outputFile } : {}),
    projects: [
      { plugins, test: { ...test, name: 'shell', exclude: startupTests } },
      { plugins, test: { ...test, name: 'start-up', include: startupTests, isolate: true } },
      // The dev shell's server runs in Node, beside the Vite config it starts; no DOM set-up.
      { test: { name: 'dev-server', environment: 'node', include: ['vite/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
