#!/usr/bin/env node
// The one test command: formatting, lint, types, the import rules (dependency-cruiser), unit and integration tests
// (PGlite, then native PostgreSQL when one answers), the production build, the Storybook build and the end-to-end
// suite in Chromium.
//
// Phases start as soon as the phases they wait for have passed, so on two cores work that leaves a core
// idle overlaps other work: the production and Storybook builds and the end-to-end server's data folder are
// made beside lint and types (and the unit tests). The package unit tests (one package at a time) and the API's
// tests on PGlite (two files at a time) run side by side, as two turbo slots ran them before; the API's pass on
// native PostgreSQL (only the files that open the app database) starts as soon as its PGlite run is done, beside
// whatever package tests are left, and the light engine run on ClickHouse once both are done, beside the
// PostgreSQL pass. The end-to-end tests drive a browser against a server, with waits meant for a machine they do
// not share with another test phase: they start after every other test phase. No two phases share state: the
// end-to-end tests wait for the production build they serve, and only the PostgreSQL phase uses the native database.
// Each phase's output is kept in a buffer and printed whole when the phase ends, so parallel output never
// interleaves.
// The first failure stops the other running phases and starts no new one; the exit code is non-zero.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'shelfsight-test-report-'));
// The end-to-end server's data folder, filled once beside other work; the suite starts its server on a copy.
const e2eDataDir = mkdtempSync(join(tmpdir(), 'shelfsight-e2e-prepared-'));
const env = { ...process.env, TEST_REPORT_DIR: reportDir, E2E_PREPARED_DATA_DIR: e2eDataDir };

/** name, command, arguments, phases it waits for, environment it adds. */
const phases = [
  {
    name: 'lint and types',
    command: 'pnpm',
    args: ['exec', 'turbo', 'run', 'lint', 'typecheck', '--concurrency=2'],
    after: [],
  },
  // Import circles (type-only imports counted) and what the API may reach: one pass over the whole repository,
  // a few seconds, since a circle can run across packages that lint one by one.
  { name: 'dependency rules', command: 'pnpm', args: ['lint:deps'], after: [] },
  // One formatter for the whole repository; ESLint carries no formatting rules, so the two never disagree.
  { name: 'formatting', command: 'pnpm', args: ['format:check'], after: [] },
  { name: 'production build', command: 'pnpm', args: ['exec', 'turbo', 'run', 'build'], after: [] },
  // A vitest run per package through turbo. One root run with every package as a project (vitest.config.ts at the
  // root, `pnpm test:unit`) was not faster on two cores (docs/performance.md), so CI keeps this. The API's files are a
  // phase of their own beside it (its two workers and one package at a time here fill the two cores, as two turbo
  // slots did), so that its later passes start as soon as its PGlite run is done instead of after every package.
  {
    name: 'package unit tests',
    command: 'pnpm',
    args: ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--filter=!@shelfsight/api'],
    after: ['lint and types', 'dependency rules'],
  },
  {
    name: 'API tests on PGlite',
    command: 'pnpm',
    args: ['--filter', '@shelfsight/api', 'test'],
    after: ['lint and types', 'dependency rules'],
    // Its run on native PostgreSQL is a phase of its own, after this one.
    env: { API_TEST_DATABASES: 'pglite', TEST_DATABASE_URL: undefined },
  },
  { name: 'Storybook build', command: 'pnpm', args: ['build-storybook'], after: ['production build'] },
  // The migration, demo seed and market-data load of the end-to-end server, done in the builds lane.
  {
    name: 'end-to-end data',
    command: 'pnpm',
    args: ['--filter', '@shelfsight/e2e', 'prepare-data'],
    after: ['Storybook build'],
  },
  // The engine suites again with the facts in ClickHouse (chdb in process): a number that differs fails here.
  // A light phase (about a minute and a quarter of CPU), so it runs beside the PostgreSQL pass instead of before it.
  {
    name: 'engine tests on ClickHouse',
    command: 'pnpm',
    args: ['--filter', '@shelfsight/api', 'test'],
    after: ['API tests on PGlite', 'package unit tests'],
    env: { API_TEST_FACTS: 'clickhouse', TEST_DATABASE_URL: undefined },
  },
  {
    name: 'API tests on PostgreSQL',
    command: 'pnpm',
    args: ['--filter', '@shelfsight/api', 'test'],
    after: ['API tests on PGlite'],
    env: { API_TEST_DATABASES: 'postgres' },
  },
  {
    name: 'end-to-end tests',
    command: 'pnpm',
    args: ['test:e2e'],
    // After the PostgreSQL pass, not beside it: the browser tests get both cores to themselves.
    after: [
      'package unit tests',
      'API tests on PostgreSQL',
      'engine tests on ClickHouse',
      'production build',
      'end-to-end data',
    ],
  },
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const started = Date.now();
/** name → { state: 'waiting' | 'running' | 'ok' | 'FAILED' | 'stopped' | 'not run', ms, child } */
const status = new Map(phases.map((phase) => [phase.name, { state: 'waiting', ms: 0, child: null }]));
let failed = false;

function print(text) {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

function run(phase) {
  const entry = status.get(phase.name);
  entry.state = 'running';
  const begun = Date.now();
  print(`▶ ${phase.name} started (${seconds(begun - started)} into the run)`);
  return new Promise((resolve) => {
    // Its own process group, so a failure elsewhere can stop the whole phase (turbo and its children).
    const child = spawn(phase.command, phase.args, {
      env: { ...env, ...phase.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    entry.child = child;
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      entry.ms = Date.now() - begun;
      entry.child = null;
      if (entry.state !== 'stopped') entry.state = code === 0 ? 'ok' : 'FAILED';
      print(`\n=== ${phase.name} (output) ===`);
      print(Buffer.concat(output).toString('utf8'));
      print(
        `=== ${phase.name}: ${entry.state === 'ok' ? 'ok' : entry.state === 'stopped' ? 'stopped after another phase failed' : `FAILED (exit ${code ?? signal})`} in ${seconds(entry.ms)}\n`,
      );
      resolve(entry.state === 'ok');
    });
    child.on('error', (error) => {
      output.push(Buffer.from(`could not start ${phase.command}: ${error.message}\n`));
    });
  });
}

function stopRunning() {
  for (const entry of status.values()) {
    if (entry.state !== 'running' || !entry.child) continue;
    entry.state = 'stopped';
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Starts every phase whose dependencies are done; resolves when nothing is left to start or wait for. */
async function schedule() {
  const running = new Map();
  for (;;) {
    if (!failed) {
      for (const phase of phases) {
        const entry = status.get(phase.name);
        if (entry.state !== 'waiting' || !phase.after.every((name) => status.get(name).state === 'ok')) continue;
        running.set(
          phase.name,
          run(phase).then((ok) => ({ name: phase.name, ok })),
        );
      }
    }
    if (running.size === 0) return;
    const { name, ok } = await Promise.race(running.values());
    running.delete(name);
    if (!ok && !failed) {
      failed = true;
      stopRunning();
    }
  }
}

/** Counts, and each failed test by file and name with the first lines of its message. */
function summariseTests() {
  let passed = 0;
  let failedTests = 0;
  const failures = [];
  for (const file of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failedTests += report.numFailedTests ?? 0;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
        failures.push(`✗ ${suite.name.replace(process.cwd() + '/', '')} › ${test.fullName}\n    ${message}`);
      }
    }
  }
  return { passed, failed: failedTests, failures };
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopRunning();
    rmSync(e2eDataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

// Buffered phases print nothing for minutes; a line a minute shows the run is alive (and keeps CI
// runners that stop silent jobs from doing so).
const heartbeat = setInterval(() => {
  const running = [...status.entries()].filter(([, entry]) => entry.state === 'running').map(([name]) => name);
  if (running.length > 0) print(`… ${seconds(Date.now() - started)}: still running: ${running.join(', ')}`);
}, 60_000);
await schedule();
clearInterval(heartbeat);
for (const entry of status.values()) if (entry.state === 'waiting') entry.state = 'not run';

const tests = summariseTests();
rmSync(reportDir, { recursive: true, force: true });
rmSync(e2eDataDir, { recursive: true, force: true });
const width = Math.max(...phases.map((phase) => phase.name.length));
print('\nphase'.padEnd(width + 3) + 'result'.padEnd(10) + 'time');
for (const phase of phases) {
  const entry = status.get(phase.name);
  print(
    `${phase.name.padEnd(width + 2)}${entry.state.padEnd(10)}${entry.state === 'not run' ? '' : seconds(entry.ms)}`,
  );
}
print(
  `${'whole run (wall clock)'.padEnd(width + 2)}${(failed ? 'FAILED' : 'ok').padEnd(10)}${seconds(Date.now() - started)}`,
);
// The failures again at the very end: a log cut to its tail still names them.
if (tests.failures.length > 0) print(`\nfailed tests:\n${tests.failures.join('\n')}`);
print(`\ntests: ${tests.passed} passed, ${tests.failed} failed`);
if (failed) print('\nFAILED: see the phase marked FAILED above.');
process.exit(failed || tests.failed > 0 ? 1 : 0);
