import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// antd tables, forms and multi-selects take seconds to mount cold in jsdom on a busy machine.
export default defineConfig(reactPreset({ testTimeout: 60_000 }));
