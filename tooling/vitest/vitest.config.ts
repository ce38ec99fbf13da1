import { defineConfig } from 'vitest/config';
import { reactPreset } from './index.js';

// This package's own tests run in the environment it gives the browser packages.
export default defineConfig(reactPreset({ include: ['*.test.ts'] }));
