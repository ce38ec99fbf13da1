// `pnpm bench:dashboard`: how long a signed-in reader waits for a dashboard on the bench tenant (5,000 products ×
// 20 retailers × 365 days = 36.5 M daily rows). Chromium (its headless shell when installed: see benchBrowser.ts)
// makes 10 fresh navigations each (BENCH_RUNS) to a one-KPI dashboard's view, a 12-widget view and a 50-widget
// print layout (which draws every widget at once), all with the demo's widget types (see benchDashboards.ts), and
// to the demo seed's own dashboards in the demo customer; each is timed until every widget shows its drawn data
// (see drawnProbe.ts), with the split of where the time went: boot (navigation → first get-data request), first
// byte of the first answer, engine (Server-Timing of the per-widget get-data answers; a batched get-data, whose
// headers leave before its lines are computed, carries none), drawing (last answer → all drawn), live (when the
// view's charts had all become live echarts charts in place of the server's pictures they show first; the print
// layout keeps its pictures).
// It does so twice: on a server that keeps widget answers, as served, and on one that computes every answer
// (WIDGET_RESULT_CACHE=off), a reader's first look at a dashboard nobody opened today.
// The one-KPI dashboard (answers kept) is the floor any dashboard pays on this machine (the app's start, the shell,
// the filter bar), and the budgets are ratios to it (see dashboardBudgets.ts): the 12-widget view's p95 ≤ 1.5× the
// floor's p95, the 50-widget print layout's p95 with every answer computed ≤ 3×. PASS / OVER is printed per budget.
// It reports; it does not fail on a missed budget. The first navigation of each dashboard finds the browser's and
// the server's caches cold and is printed on its own line; the runs after it are the measured ones.
// --record appends the figures to docs/performance.md; --verbose prints every run's requests; --facts clickhouse
// runs both servers with FACTS_URL=chdb: (ClickHouse in process; its start copies the tenant's facts from DuckDB).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import type { Browser } from 'playwright-core';
import { launchBenchBrowser } from './benchBrowser';
import { benchDashboards, demoDashboards } from './benchDashboards';
import { benchDataDir, startBenchServer, type BenchSession } from './benchServer';
import { BUDGETS, judge, pair, verdictLine, type Measured } from './dashboardBudgets';
import { percentile, printRequests, printRun, type Run } from './dashboardRuns';
import { navigate } from './dashboardVisit';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const webDist = resolve(process.env.BENCH_WEB_DIST ?? resolve(import.meta.dirname, '../../../apps/web/dist'));
const verbose = process.argv.includes('--verbose');
const onClickHouse = process.argv.some(
  (arg, index, args) => arg === '--facts=clickhouse' || (arg === '--facts' && args[index + 1] === 'clickhouse'),
);
const factsEnv: Record<string, string> = onClickHouse ? { FACTS_URL: 'chdb:' } : {};
const engineTitle = onClickHouse ? ', facts on ClickHouse (chdb)' : '';

interface Visit {
  /** Whether to wait for the view's charts to become live too (the print layout keeps its pictures). */
  live: boolean;
  viewport: { width: number; height: number };
}
const VIEW: Visit = { live: true, viewport: { width: 1366, height: 860 } };
const PRINT: Visit = { live: false, viewport: { width: 1366, height: 860 } };
/**
 * The demo's dashboards stack groups taller than a laptop's screen, and the view asks for a widget only near the
 * viewport: a screen tall enough for the whole dashboard times every widget without scrolling.
 */
const TALL_VIEW: Visit = { live: true, viewport: { width: 1366, height: 2400 } };

type SignedInState = Awaited<ReturnType<BenchSession['signedInState']>>;

async function measure(
  browser: Browser,
  storageState: SignedInState,
  name: string,
  url: string,
  widgets: number,
  visit: Visit,
): Promise<Measured> {
  console.log(`\n${name}: ${url}`);
  console.log(
    `${'run'.padEnd(12)}  total   boot  1st B  eng Σ eng max  last a drawing   live   (ms after navigation start)`,
  );
  // A context of its own per dashboard: the first visit finds both the browser's and the server's caches cold.
  const context = await browser.newContext({ storageState, viewport: visit.viewport });
  const cold = await navigate(context, url, widgets, visit.live);
  printRun('cold cache', cold);
  printRequests(cold, verbose);
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await navigate(context, url, widgets, visit.live);
    runs.push(run);
    printRun(`run ${index + 1}`, run);
    // The first warm run shows the chain a returning reader waits through; --verbose shows every run's.
    if (verbose || index === 0) printRequests(run, verbose);
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
  return { p50: p((run) => run.total, 50), p95: p((run) => run.total, 95) };
}

const FLOOR = '1 widget (KPI), view';
const TWELVE = '12 widgets, view';
const FIFTY = '50 widgets, print layout';

/** Starts the server with `env` on the tenant, times every dashboard, stops it; p50 / p95 by dashboard. */
async function timeServer(browser: Browser, dataDir: string, title: string, env: Record<string, string>) {
  console.log(`\n=== ${title} ===`);
  const server = await startBenchServer(dataDir, env);
  try {
    const { one, twelve, fifty } = await benchDashboards(server.call);
    const reader = await server.signedInState();
    const url = (page: 'view' | 'pdfView', id: number) => `${server.baseUrl}/dashboards/${page}/?id=${id}`;
    const results = new Map<string, Measured>();
    results.set(FLOOR, await measure(browser, reader, FLOOR, url('view', one), 1, VIEW));
    results.set(TWELVE, await measure(browser, reader, TWELVE, url('view', twelve), 12, VIEW));
    results.set(FIFTY, await measure(browser, reader, FIFTY, url('pdfView', fifty), 50, PRINT));
    const demo = await server.demoSession();
    const owner = await demo.signedInState();
    for (const dashboard of await demoDashboards(demo.call)) {
      // A dashboard of more widgets than a screen holds is timed as printed, which draws them all at once.
      const printed = dashboard.widgetCount > 12;
      const name = `demo "${dashboard.name}" (${dashboard.widgetCount}), ${printed ? 'print layout' : 'view'}`;
      const page = url(printed ? 'pdfView' : 'view', dashboard.id);
      results.set(name, await measure(browser, owner, name, page, dashboard.widgetCount, printed ? PRINT : TALL_VIEW));
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(resolve(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `pnpm --filter @shelfsight/web build` first');
  const dataDir = benchDataDir();
  const { browser, name } = await launchBenchBrowser();
  let kept: Map<string, Measured>;
  let computed: Map<string, Measured>;
  try {
    kept = await timeServer(browser, dataDir, `Answers kept (as served)${engineTitle}`, factsEnv);
    computed = await timeServer(browser, dataDir, `Every answer computed (WIDGET_RESULT_CACHE=off)${engineTitle}`, {
      ...factsEnv,
      WIDGET_RESULT_CACHE: 'off',
    });
  } finally {
    await browser.close();
  }
  const floor = kept.get(FLOOR);
  const twelve = kept.get(TWELVE);
  const fiftyComputed = computed.get(FIFTY);
  if (!floor || !twelve || !fiftyComputed) throw new Error('a benched dashboard was not timed');

  console.log(`\n${'dashboard (p50 / p95)'.padEnd(60)} ${'answers kept'.padEnd(20)} every answer computed`);
  for (const [dashboard, figures] of kept)
    console.log(`${dashboard.padEnd(60)} ${pair(figures).padEnd(20)} ${pair(computed.get(dashboard))}`);
  const verdicts = [judge(BUDGETS.twelve, twelve, floor), judge(BUDGETS.fifty, fiftyComputed, floor)];
  console.log(`\nBudgets against the floor (${FLOOR}, answers kept: p95 ${floor.p95.toFixed(0)} ms):`);
  for (const verdict of verdicts) console.log(verdictLine(verdict));
  console.log(
    `(${name} on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores; bench tenant in ${dataDir})`,
  );

  if (recordRequested()) {
    const demo = [...kept.keys()].filter((dashboard) => dashboard.startsWith('demo '));
    await recordFigures(onClickHouse ? 'bench:dashboard --facts clickhouse' : 'bench:dashboard', {
      floor: `one-KPI p50 ${(floor.p50 / 1000).toFixed(2)} s, p95 ${(floor.p95 / 1000).toFixed(2)} s`,
      figures:
        `p50 / p95, answers kept → every answer computed, ${RUNS} visits each: 12-widget view ${pair(twelve)} → ` +
        `${pair(computed.get(TWELVE))}; 50-widget print ${pair(kept.get(FIFTY))} → ${pair(fiftyComputed)}; ` +
        demo
          .map((dashboard) => `${dashboard} ${pair(kept.get(dashboard))} → ${pair(computed.get(dashboard))}`)
          .join('; '),
      note: verdicts
        .map((verdict) => `${verdict.label} ${verdict.times.toFixed(2)}× ${verdict.pass ? 'PASS' : 'OVER'}`)
        .join('; '),
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
