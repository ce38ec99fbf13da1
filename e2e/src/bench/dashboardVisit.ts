// One timed visit of a dashboard as the dashboard bench makes it (and the product details dialog bench, for its
// floor): a fresh page of a signed-in browser context, timed until every widget shows its drawn data.
import type { BrowserContext, Page } from 'playwright-core';
import type { Run } from './dashboardRuns';
import { installDrawnProbe, readRequestTimings, readScriptTimings, type DrawnState } from './drawnProbe';

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
export async function navigate(context: BrowserContext, url: string, widgets: number, live: boolean): Promise<Run> {
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
