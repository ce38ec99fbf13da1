import react from '@vitejs/plugin-react';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.ts', import.meta.url));
// TEST_CPU_PROFILE=<file> appends each test file's CPU and wall seconds to <file> (profile-cpu.ts).
const profileCpu = process.env.TEST_CPU_PROFILE ? [fileURLToPath(new URL('./profile-cpu.ts', import.meta.url))] : [];

/**
 * When the root test command sets TEST_REPORT_DIR, each run also writes a JSON report there so the
 * command can print one total for the whole repository. `name` names the report (default: the folder run in).
 */
export function reportOptions(name = basename(process.cwd())) {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return {};
  const suffix = process.env.TEST_REPORT_SUFFIX ?? 'main';
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(dir, `${name}-${suffix}.json`) },
  };
}

/** Browser packages: jsdom, Testing Library matchers, React transform. */
export function reactPreset(overrides = {}) {
  return {
    plugins: [react()],
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [...profileCpu, setupDom],
      css: false,
      // Test files of a package share a worker's modules and jsdom instead of importing antd, React and the
      // package afresh for each file: that import was most of a browser package's test time. Packages whose tests
      // replace globals a module keeps (window.location, the api client's configuration) set isolate: true.
      isolate: false,
      // antd's first render in jsdom is slow on a busy two-core machine; this bounds a hang, it times nothing.
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}'],
      ...reportOptions(),
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
      setupFiles: profileCpu,
      // Test files share their worker instead of a fresh process each: a new process per file cost about half a
      // second of CPU per file before its first test (contracts: 35 files). Packages whose tests replace a module or
      // a global set isolate: true.
      isolate: false,
      ...reportOptions(),
      ...overrides,
    },
  };
}
