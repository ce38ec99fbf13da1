import { reactPreset } from '@shelfsight/tooling-vitest';
import { defineConfig } from 'vitest/config';

// antd tables and forms take seconds to mount cold in jsdom, and the user form loads the
// common-password list; on a busy machine 20 s left too little margin for the first test of a file.
export default defineConfig(reactPreset({ testTimeout: 60_000 }));
