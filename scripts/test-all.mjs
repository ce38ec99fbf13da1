#!/usr/bin/env node
// The one test command: lint, types, unit and integration tests (PGlite, then native PostgreSQL when one
// answers), production builds, Storybook build and the end-to-end suite in Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'shelfsight-test-report-'));
const env = { ...process.env, TEST_REPORT_DIR: reportDir };

const steps = [
  ['lint and types', 'pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--concurrency=2']],
  ['unit and integration tests', 'pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2']],
  ['production build', 'pnpm', ['exec', 'turbo', 'run', 'build']],
  ['Storybook build', 'pnpm', ['build-storybook']],
  ['end-to-end tests', 'pnpm', ['test:e2e']],
];

function summarise() {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  return { passed, failed };
}

let exitCode = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    exitCode = result.status ?? 1;
    break;
  }
}

const { passed, failed } = summarise();
rmSync(reportDir, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
