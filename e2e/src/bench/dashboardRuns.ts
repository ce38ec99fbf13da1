// What the dashboard bench prints of each visit: its total and where the time went, and the requests, scripts and
// long tasks of a visit in start order.
import type { RequestTiming, ScriptTiming } from './drawnProbe';

export interface Run {
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

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const ms = (value: number) => `${value.toFixed(0).padStart(6)}`;

export function printRun(label: string, run: Run) {
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
export function printRequests(run: Run, verbose: boolean) {
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
