// `pnpm bench:dashboard`: how long a signed-in reader waits for a dashboard on the bench tenant (5,000 products ×
// 20 retailers × 365 days = 36.5 M daily rows). Chromium (its headless shell when installed: see benchBrowser.ts)
// makes 10 fresh navigations each to the 12-widget view and to the 50-widget print layout (which draws every
// widget at once), timing each until every widget shows its drawn data (see drawnProbe.ts), and prints p50 / p95
// against the budgets (12 widgets ≤ 0.7 s, 50 ≤ 1.5 s at p95) with the split of where the time went: boot
// (navigation → first get-data request), first byte of the first answer, engine (Server-Timing of the per-widget
// get-data answers; a batched get-data, whose headers leave before its lines are computed, carries none), drawing
// (last answer → all drawn), live (when the view's charts had all become live echarts charts in place of the
// server's pictures they show first; the print layout keeps its pictures).
// Before them it times a dashboard of one KPI card the same way, which has no budget of its own: it is the floor
// any dashboard pays on this machine (the app's start, the shell, the filter bar), the figure to compare machines
// by, since the same build measures up to twice as long on one machine of the kind as on another.
// It reports; it does not fail on a missed budget. The first navigation of each finds the server's result cache
// cold and is printed on its own line; the 10 runs after it are the measured ones.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBenchBrowser } from './benchBrowser';
import { benchDashboards } from './benchDashboards';
import { benchDataDir, startBenchServer, type BenchServer } from './benchServer';
import {
  installDrawnProbe,
  readRequestTimings,
  readScriptTimings,
  type DrawnState,
  type RequestTiming,
  type ScriptTiming,
} from './drawnProbe';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGETS = { twelve: 700, fifty: 1500 } as const;
const webDist = resolve(process.env.BENCH_WEB_DIST ?? resolve(import.meta.dirname, '../../../apps/web/dist'));
const verbose = process.argv.includes('--verbose');

interface Run {
  total: number;
  boot: number;
  firstByte: number;
  engineSum: number;
  engineMax: number;
  lastAnswer: number;
  drawing: number;
  /** When every chart was live (an echarts canvas in place of its picture); NaN where the page keeps pictures. */
  live: number;
  /** Per-widget get-data requests, and batched ones (each of many widgets). */
  requests: number;
  batches: number;
  cacheHits: number;
  warnings: number;
  timings: RequestTiming[];
  scripts: ScriptTiming[];
  longTasks: [number, number][];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The page's drawn probe once the given moment of it is set. */
async function probeOnceSet(page: Page, moment: 'drawnAt' | 'liveAt', timeout: number): Promise<DrawnState> {
  const handle = await page.waitForFunction(
    (field) => {
      const state = (window as unknown as { __drawn?: DrawnState }).__drawn;
      return state?.[field] !== null && state?.[field] !== undefined ? state : null;
    },
    moment,
    { timeout, polling: 100 },
  );
  return (await handle.jsonValue()) as DrawnState;
}

/**
 * One fresh navigation in a new page of the reader's browser context (signed in; its HTTP cache holds what
 * earlier visits loaded, as a returning reader's does), timed until every widget has drawn.
 */
async function navigate(context: BrowserContext, url: string, widgets: number, live: boolean): Promise<Run> {
  const page = await context.newPage();
  try {
    // As source text: tsx names functions with an `__name` helper the page does not have, so it is given one.
    await page.addInitScript({ content: `var __name = (fn) => fn; (${installDrawnProbe.toString()})(${widgets});` });
    await page.goto(url);
    let state = await probeOnceSet(page, 'drawnAt', 120_000);
    // The view's charts then become live; a page without charts has nothing to wait for.
    const hasCharts = await page.evaluate(() => document.querySelector('[data-chart]') !== null);
    if (live && hasCharts) state = await probeOnceSet(page, 'liveAt', 60_000);
    const timings = await page.evaluate(readRequestTimings);
    const scripts = await page.evaluate(readScriptTimings);
    const data = timings.filter((timing) => /\/widget\/get-data(\/batch)?$/.test(timing.path));
    if (data.length === 0) throw new Error(`${url}: no get-data request was made`);
    const engines = data.map((timing) => timing.engine ?? 0);
    const batches = data.filter((timing) => timing.path.endsWith('/batch')).length;
    const lastAnswer = Math.max(...data.map((timing) => timing.end));
    const total = state.drawnAt ?? NaN;
    return {
      total,
      boot: Math.min(...data.map((timing) => timing.start)),
      firstByte: Math.min(...data.map((timing) => timing.firstByte)),
      engineSum: engines.reduce((sum, value) => sum + value, 0),
      engineMax: Math.max(...engines),
      lastAnswer,
      drawing: total - lastAnswer,
      live: state.liveAt ?? NaN,
      requests: data.length - batches,
      batches,
      cacheHits: data.filter((timing) => timing.cacheHit).length,
      warnings: state.warnings,
      timings,
      scripts,
      longTasks: state.longTasks,
    };
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)}`;

function printRun(label: string, run: Run) {
  // Only per-widget answers carry the engine's time and the cache's word: with none, both are unknown, not 0.
  const engine =
    run.requests > 0 ? `${ms(run.engineSum)} ${ms(run.engineMax)}` : `${'n/a'.padStart(6)} ${'n/a'.padStart(6)}`;
  const cache = run.requests > 0 ? `, ${run.cacheHits} from cache` : '';
  console.log(
    `${label.padEnd(12)} ${ms(run.total)} ${ms(run.boot)} ${ms(run.firstByte)} ${engine} ${ms(run.lastAnswer)} ${ms(run.drawing)} ${Number.isNaN(run.live) ? '   n/a' : ms(run.live)}   ${run.requests} get-data${run.batches ? ` + ${run.batches} batched` : ''}${cache}${run.warnings ? `, ${run.warnings} widgets with a warning or no data` : ''}`,
  );
}

/**
 * The API requests, scripts and long tasks of one navigation in start order: the boot chain before the
 * widgets' data (which chunks wait for which) and where the main thread was busy show here.
 */
function printRequests(run: Run) {
  const lines: [number, string][] = [];
  for (const timing of run.timings) {
    const engine =
      timing.engine === null ? '' : ` engine ${timing.engine.toFixed(0)} ms${timing.cacheHit ? ' (cache)' : ''}`;
    lines.push([timing.start, `${ms(timing.start)} → ${ms(timing.end)}  ${timing.path}${engine}`]);
  }
  for (const script of run.scripts) {
    const size = `${(script.size / 1024).toFixed(0)} kB${script.transferred === 0 ? ', cached' : ''}`;
    lines.push([script.start, `${ms(script.start)} → ${ms(script.end)}  ${script.file} (${size})`]);
  }
  for (const [start, duration] of run.longTasks)
    lines.push([start, `${ms(start)} → ${ms(start + duration)}  long task ${duration.toFixed(0)} ms`]);
  // Many get-data lines say little beyond the first few: the rest is counted.
  let dataLines = 0;
  for (const [, line] of lines.sort((a, b) => a[0] - b[0])) {
    if (line.endsWith('get-data') || line.includes('get-data engine') || line.endsWith('get-data/batch')) {
      dataLines += 1;
      if (dataLines > 6 && !verbose) continue;
    }
    console.log(`    ${line}`);
  }
  if (dataLines > 6 && !verbose) console.log(`    … and ${dataLines - 6} more get-data`);
  const busy = (until: number) =>
    run.longTasks.filter(([start]) => start < until).reduce((sum, [, duration]) => sum + duration, 0);
  console.log(
    `    long tasks: ${busy(run.boot).toFixed(0)} ms before the first get-data, ${busy(Infinity).toFixed(0)} ms in all`,
  );
}

async function measure(
  browser: Browser,
  storageState: Awaited<ReturnType<BenchServer['signedInState']>>,
  name: string,
  url: string,
  widgets: number,
  budget: number | null,
  live = true,
) {
  console.log(`\n${name}: ${url}`);
  console.log(
    `${'run'.padEnd(12)}  total   boot  1st B  eng Σ eng max  last a drawing   live   (ms after navigation start)`,
  );
  // A context of its own per dashboard: the first visit finds both the browser's and the server's caches cold.
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 860 } });
  const cold = await navigate(context, url, widgets, live);
  printRun('cold cache', cold);
  printRequests(cold);
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await navigate(context, url, widgets, live);
    runs.push(run);
    printRun(`run ${index + 1}`, run);
    // The first warm run shows the chain a returning reader waits through; --verbose shows every run's.
    if (verbose || index === 0) printRequests(run);
  }
  const p = (pick: (run: Run) => number, q: number) => percentile(runs.map(pick), q);
  for (const q of [50, 95])
    printRun(`p${q}`, {
      ...cold,
      total: p((run) => run.total, q),
      boot: p((run) => run.boot, q),
      firstByte: p((run) => run.firstByte, q),
      engineSum: p((run) => run.engineSum, q),
      engineMax: p((run) => run.engineMax, q),
      lastAnswer: p((run) => run.lastAnswer, q),
      drawing: p((run) => run.drawing, q),
      live: p((run) => run.live, q),
      warnings: 0,
    });
  await context.close();
  const p95 = p((run) => run.total, 95);
  const verdict =
    budget === null ? '(the floor: no budget)' : `(budget ${budget} ms at p95) ${p95 <= budget ? 'ok' : 'OVER'}`;
  const liveP50 = p((run) => run.live, 50);
  const liveAt = Number.isNaN(liveP50) ? '' : `; charts live at p50 ${liveP50.toFixed(0)} ms`;
  return `${name}: p50 ${p((run) => run.total, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms ${verdict}${liveAt}`;
}

async function main() {
  if (!existsSync(resolve(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `pnpm --filter @shelfsight/web build` first');
  const dataDir = benchDataDir();
  const server = await startBenchServer(dataDir);
  const { browser, name } = await launchBenchBrowser();
  try {
    const { one, twelve, fifty } = await benchDashboards(server.call);
    const storageState = await server.signedInState();
    const summary = [
      await measure(browser, storageState, '1 widget, view', `${server.baseUrl}/dashboards/view/?id=${one}`, 1, null),
      await measure(
        browser,
        storageState,
        '12 widgets, view',
        `${server.baseUrl}/dashboards/view/?id=${twelve}`,
        12,
        BUDGETS.twelve,
      ),
      await measure(
        browser,
        storageState,
        '50 widgets, print layout',
        `${server.baseUrl}/dashboards/pdfView/?id=${fifty}`,
        50,
        BUDGETS.fifty,
        // The print layout keeps its charts' pictures.
        false,
      ),
    ];
    console.log(`\n${summary.join('\n')}`);
    console.log(
      `(${name} on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores; bench tenant in ${dataDir})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
