import { reportOptions } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// One browser session at a time against one real server: the machine has two cores.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/globalSetup.ts'],
    fileParallelism: false,
    // The files share one worker's modules and with them its Chromium (support/browser.ts): a fresh worker and
    // browser per file cost each file two to three seconds. Each file still opens its own browser contexts.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the browser and the server on two cores: vitest's default of one second is too short
    // for that and made runs fail at random.
    expect: { poll: { timeout: 10_000 } },
    ...reportOptions(),
  },
});
