import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactPreset());
