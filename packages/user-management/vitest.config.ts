import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// antd forms take seconds to mount cold in jsdom; the default 5 s leaves no margin on a busy machine.
export default defineConfig(reactPreset({ testTimeout: 20_000 }));
