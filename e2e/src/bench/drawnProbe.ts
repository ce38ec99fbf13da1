/// <reference lib="dom" />
// What runs inside the page the dashboard bench opens: it notes when every widget of the dashboard shows its
// drawn data, and reads the page's resource timings and the get-data answers' Server-Timing afterwards.

export interface DrawnState {
  /** ms after navigation start when every widget showed its drawn data (null until then). */
  drawnAt: number | null;
  /** ms after navigation start when the print layout marked itself data-print-ready="true". */
  printReadyAt: number | null;
  /**
   * ms after navigation start when every chart of the page had become a live echarts chart (a canvas) in place of
   * its first picture (null until then, and on a page without charts or one that keeps its pictures: print).
   */
  liveAt: number | null;
  /** Widgets drawn, of them showing a warning or an empty answer instead of a drawing (a broken setup). */
  widgets: number;
  warnings: number;
  /** Long tasks (main thread busy ≥ 50 ms) as [start, duration] in ms after navigation start. */
  longTasks: [number, number][];
}

/**
 * Installed before the page's own scripts: after every change of the page (checked once a frame) it looks
 * whether `expected` widget cards each hold a figure that is no longer busy, has no skeleton and contains a
 * drawing (canvas, svg, table, statistic, a KPI's value) or a message; the time is taken at the frame after
 * that, when the last drawing has been painted. A chart's first drawing is the server's picture of it; the time
 * every chart is a live echarts canvas is taken too (liveAt). A widget counts as drawn from the DOM only: no hook
 * into the app.
 */
export function installDrawnProbe(expected: number): void {
  const state: DrawnState = {
    drawnAt: null,
    printReadyAt: null,
    liveAt: null,
    widgets: 0,
    warnings: 0,
    longTasks: [],
  };
  (window as unknown as { __drawn: DrawnState }).__drawn = state;
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (state.printReadyAt === null && document.querySelector('[data-print-ready="true"]'))
      state.printReadyAt = performance.now();
    if (state.liveAt === null) {
      const charts = [...document.querySelectorAll('[data-testid="dashboard-widget"] [data-chart]')];
      if (charts.length > 0 && charts.every((chart) => chart.querySelector('canvas'))) {
        requestAnimationFrame(() => {
          state.liveAt ??= performance.now();
        });
      }
    }
    if (state.drawnAt !== null) return;
    const cards = document.querySelectorAll('[data-testid="dashboard-widget"]');
    if (cards.length < expected) return;
    let warnings = 0;
    for (const card of cards) {
      const figure = card.querySelector('[role="figure"]');
      if (
        !figure ||
        figure.getAttribute('aria-busy') !== 'false' ||
        figure.querySelector('.ant-skeleton, [data-widget-placeholder]')
      )
        return;
      if (figure.querySelector('.ant-alert, .ant-empty')) warnings += 1;
      else if (
        !figure.querySelector(
          'canvas, svg, table, .ant-statistic, .ant-card, .ant-typography, [data-testid="kpi-value"]',
        )
      )
        return;
    }
    state.widgets = cards.length;
    state.warnings = warnings;
    requestAnimationFrame(() => {
      state.drawnAt = performance.now();
    });
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  new MutationObserver(schedule).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-print-ready'],
  });
}

export interface RequestTiming {
  path: string;
  start: number;
  firstByte: number;
  end: number;
  /** The engine's time from the answer's Server-Timing (get-data only), and whether it came from its cache. */
  engine: number | null;
  cacheHit: boolean;
}

/** Every API request of the page since navigation, from Resource Timing (same origin: Server-Timing readable). */
export function readRequestTimings(): RequestTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      firstByte: entry.responseStart,
      end: entry.responseEnd,
      engine: entry.serverTiming.find((timing) => timing.name === 'engine')?.duration ?? null,
      cacheHit: entry.serverTiming.some((timing) => timing.name === 'cache'),
    }));
}

export interface ScriptTiming {
  file: string;
  start: number;
  end: number;
  /** Bytes over the wire; 0 when the browser's cache answered. */
  transferred: number;
  /** Size of the (decoded) script. */
  size: number;
}

/** The page's scripts and styles in start order, to show which chunks load late or one after another. */
export function readScriptTimings(): ScriptTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
    .map((entry) => ({
      file: new URL(entry.name).pathname.replace(/^\/assets\//, ''),
      start: entry.startTime,
      end: entry.responseEnd,
      transferred: entry.transferSize,
      size: entry.decodedBodySize,
    }));
}
