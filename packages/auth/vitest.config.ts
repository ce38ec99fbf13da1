import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// antd's first render in a jsdom worker is slow on a busy machine; the limit only guards against hangs.
// Its tests replace window.location and the api client's session hooks per file: each file gets fresh modules.
export default defineConfig(reactPreset({ testTimeout: 20_000, isolate: true }));
