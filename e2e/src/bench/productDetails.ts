// `pnpm bench:product-details-dialog`: how long a reader waits for the product details dialog on a warm page. The
// demo owner opens the demo's "Availability and price" dashboard in Chromium (its headless shell when installed:
// see benchBrowser.ts), opens and closes the dialog once from the "Product prices and stock" data table (the
// dialog's and its first tab's code load then), and then opens it BENCH_RUNS times (20 by default) from the
// table's rows, a product each (paging on through the table), timed from the click until the first tab (Summary) shows a row of the product's
// retailers (see dialogProbe.ts), and closed again. Budget: p95 ≤ 1 s; PASS / OVER is printed, the bench does not
// fail on it. Beside it, the dashboard bench's floor: fresh visits of a one-KPI dashboard in the same customer
// (answers kept), what any page pays on this machine.
// The server runs on BENCH_DATA_DIR when given (a kept bench tenant's directory, whose demo customer it uses), else
// on a fresh temporary directory it fills with the demo seed at the demo's scale first (a minute or two).
// --record appends the figures to docs/performance.md.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { productDialog } from '../support/productDetails';
import { launchBenchBrowser } from './benchBrowser';
import { demoDashboards, floorDashboard } from './benchDashboards';
import { startDemoServer } from './benchServer';
import { pair, type Measured } from './dashboardBudgets';
import { percentile } from './dashboardRuns';
import { navigate } from './dashboardVisit';
import { armDialogProbe, type DialogTiming } from './dialogProbe';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Visits of the one-KPI dashboard for the floor, as many as the dashboard bench makes. */
const FLOOR_RUNS = 10;
const BUDGET_MS = 1000;
const DASHBOARD = 'Availability and price';
const TABLE = 'Product prices and stock';
const VIEW_DETAILS = 'View product details';
/** Wide enough for the dialog's 1,440 pixels. */
const VIEWPORT = { width: 1600, height: 1000 };
const webDist = resolve(process.env.BENCH_WEB_DIST ?? resolve(import.meta.dirname, '../../../apps/web/dist'));

interface Open {
  /** Click → first tab drawn; click → details asked; click → details answered (ms). */
  total: number;
  asked: number;
  answered: number;
  product: string;
}

/** The data table, once it shows its products with their details buttons (scrolled to: the view asks near it). */
async function waitForDrawnTable(page: Page): Promise<Locator> {
  const widget = page.getByRole('figure', { name: TABLE });
  await widget.waitFor({ timeout: 120_000 });
  await widget.scrollIntoViewIfNeeded();
  await widget.locator('tbody tr').getByRole('button', { name: VIEW_DETAILS }).first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    (figure) =>
      figure?.getAttribute('aria-busy') === 'false' &&
      !figure.querySelector('.ant-skeleton, [data-widget-placeholder]'),
    await widget.elementHandle(),
    { timeout: 120_000, polling: 100 },
  );
  return widget;
}

/** Opens the details from `button`, timed from the click to the first tab drawn; then closes them. */
async function openOnce(page: Page, button: Locator): Promise<Open> {
  // As source text: tsx names functions with an `__name` helper the page does not have, so it is given one.
  await page.evaluate(`var __name = (fn) => fn; (${armDialogProbe.toString()})();`);
  await button.click();
  const handle = await page
    .waitForFunction(
      () => {
        const state = (window as unknown as { __dialog?: DialogTiming }).__dialog;
        return state?.drawnAt !== null && state?.drawnAt !== undefined ? state : null;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .catch(async () => {
      const state = await page.evaluate(() => (window as unknown as { __dialog?: DialogTiming }).__dialog);
      const opened = await productDialog(page).count();
      throw new Error(
        `the dialog's first tab did not draw within 60 s (click ${state?.clickAt == null ? 'not seen' : 'seen'}, ` +
          `${opened ? 'dialog open' : 'no dialog'})`,
      );
    });
  const { clickAt, drawnAt } = (await handle.jsonValue()) as DialogTiming;
  const dialog = productDialog(page);
  const active = await dialog.getByRole('tab', { selected: true }).textContent();
  if (active?.trim() !== 'Summary') throw new Error(`the dialog opened on ${active ?? 'no tab'}, not on Summary`);
  const product = new URL(page.url()).searchParams.get('product') ?? '?';
  const click = clickAt ?? NaN;
  const request = await page.evaluate((after) => {
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime >= after && new URL(entry.name).pathname.includes('/products/get-details/'),
    );
    const first = entries[0];
    return first ? { start: first.startTime, end: first.responseEnd } : null;
  }, click);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return {
    total: (drawnAt ?? NaN) - click,
    // An answer the app already held (a product opened before within its cache time) asks nothing.
    asked: request ? request.start - click : NaN,
    answered: request ? request.end - click : NaN,
    product,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(0)).padStart(6);

/** The table's first row's text, to see a new page of it arrive. */
const firstRowText = (table: Locator) => table.locator('tbody tr.ant-table-row').first().textContent();

async function timeDialog(context: BrowserContext, url: string): Promise<Open[]> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const table = await waitForDrawnTable(page);
    const buttons = table.locator('tbody tr').getByRole('button', { name: VIEW_DETAILS });
    // Warming: the dialog's code and its first tab's load here, on the first row's product.
    const warm = await openOnce(page, buttons.first());
    console.log(`\n${'open'.padEnd(12)}  total  asked answered  product   (ms after the click)`);
    console.log(`${'warming'.padEnd(12)} ${ms(warm.total)} ${ms(warm.asked)} ${ms(warm.answered)}  ${warm.product}`);
    // A product each: the app keeps an answer for a while, and a product opened again would not be asked for.
    const opens: Open[] = [];
    let row = 1;
    while (opens.length < RUNS) {
      if (row >= (await buttons.count())) {
        const shown = await firstRowText(table);
        const next = table.locator('.ant-pagination-next');
        if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true')
          throw new Error(`${TABLE} has too few products for ${RUNS} opens`);
        await next.click();
        await page.waitForFunction(
          ([figure, before]) =>
            figure?.getAttribute('aria-busy') === 'false' &&
            figure.querySelector('tbody tr.ant-table-row')?.textContent !== before,
          [await table.elementHandle(), shown] as const,
          { timeout: 60_000, polling: 100 },
        );
        row = 0;
      }
      const open = await openOnce(page, buttons.nth(row));
      row += 1;
      opens.push(open);
      console.log(
        `${`open ${opens.length}`.padEnd(12)} ${ms(open.total)} ${ms(open.asked)} ${ms(open.answered)}  ${open.product}`,
      );
    }
    return opens;
  } finally {
    await page.close();
  }
}

async function main() {
  if (!existsSync(resolve(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `pnpm --filter @shelfsight/web build` first');
  // A relative BENCH_DATA_DIR counts from where pnpm was started (INIT_CWD), as for the other benches.
  const given = process.env.BENCH_DATA_DIR;
  const dataDir = given
    ? resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : mkdtempSync(join(tmpdir(), 'shelfsight-bench-demo-'));
  console.log(`Starting the server on ${dataDir}${given ? '' : ' (the demo seed is loaded first)'}…`);
  const server = await startDemoServer(dataDir);
  const { browser, name } = await launchBenchBrowser();
  let floor: Measured;
  let opens: Open[];
  try {
    const demo = await server.demoSession();
    const context = await browser.newContext({ storageState: await demo.signedInState(), viewport: VIEWPORT });
    const dashboard = (await demoDashboards(demo.call)).find((entry) => entry.name === DASHBOARD);
    if (!dashboard) throw new Error(`the demo customer has no dashboard "${DASHBOARD}": was the demo seeded?`);
    const view = (id: number) => `${server.baseUrl}/dashboards/view/?id=${id}`;

    // The floor: the first visit warms the browser's and the server's caches and is not counted.
    const kpi = view(await floorDashboard(demo.call));
    await navigate(context, kpi, 1, true);
    const visits: number[] = [];
    for (let index = 0; index < FLOOR_RUNS; index += 1) visits.push((await navigate(context, kpi, 1, true)).total);
    floor = { p50: percentile(visits, 50), p95: percentile(visits, 95) };

    opens = await timeDialog(context, view(dashboard.id));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }

  const totals = opens.map((open) => open.total);
  const dialog: Measured = { p50: percentile(totals, 50), p95: percentile(totals, 95) };
  const answered = opens.map((open) => open.answered).filter((value) => !Number.isNaN(value));
  const answer = { p50: percentile(answered, 50), p95: percentile(answered, 95) };
  const pass = dialog.p95 <= BUDGET_MS;
  console.log(`\nFloor: one-KPI dashboard drawn (answers kept, ${FLOOR_RUNS} visits): p50 / p95 ${pair(floor)}`);
  console.log(
    `Details answered after the click (${answered.length} asked): p50 ${answer.p50.toFixed(0)} ms, ` +
      `p95 ${answer.p95.toFixed(0)} ms`,
  );
  console.log(
    `${pass ? 'PASS' : 'OVER'}  first tab drawn after the click (${RUNS} opens on a warm page): ` +
      `p50 ${dialog.p50.toFixed(0)} ms, p95 ${dialog.p95.toFixed(0)} ms (budget p95 ≤ ${BUDGET_MS} ms)`,
  );
  console.log(
    `(${name} on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores; ` +
      `demo customer in ${given ? dataDir : 'a fresh demo seed'})`,
  );

  if (recordRequested()) {
    await recordFigures('bench:product-details-dialog', {
      floor: `one-KPI p50 ${(floor.p50 / 1000).toFixed(2)} s, p95 ${(floor.p95 / 1000).toFixed(2)} s`,
      figures:
        `first tab drawn after the click, ${RUNS} opens from "${TABLE}" on a warm page: p50 / p95 ${pair(dialog)}; ` +
        `details answered p50 / p95 ${answer.p50.toFixed(0)} / ${answer.p95.toFixed(0)} ms`,
      note: `${pass ? 'PASS' : 'OVER'} (budget p95 ≤ 1 s)`,
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
