import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));

/** Browser packages: jsdom, Testing Library matchers, React transform. */
export function reactPreset(overrides = {}) {
  return {
    plugins: [react()],
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [setupDom],
      css: false,
      include: ['src/**/*.test.{ts,tsx}'],
      ...overrides,
    },
  };
}

/** Node packages (API server, contracts). */
export function nodePreset(overrides = {}) {
  return {
    test: {
      globals: true,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      ...overrides,
    },
  };
}
