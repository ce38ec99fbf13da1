import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// antd's first render in a jsdom worker is slow on a busy machine; the limit only guards against hangs.
// isolate: the start-up tests configure the api client once per file, as the app does once per page load.
const preset = reactPreset({ testTimeout: 20_000, isolate: true });

export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    projects: [
      { extends: true, test: { name: 'shell' } },
      // The dev shell's server runs in Node, beside the Vite config it starts; no DOM set-up.
      { test: { name: 'dev-server', environment: 'node', include: ['vite/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
