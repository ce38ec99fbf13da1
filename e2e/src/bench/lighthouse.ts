// Lighthouse figures of one page, mobile and desktop presets. Lighthouse 12 rather than 13: 13 needs Node
// 22.19 or newer, and the project runs on Node 20. Its default preset is the mobile one (simulated slow 4G,
// a mid-range phone's CPU); the desktop preset comes with Lighthouse. Its simulated timings scale the CPU
// time it observes, so a busy machine inflates them: each preset runs several times and the median run
// (Lighthouse's own choice of it) is reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  preset: Preset;
  runs: number;
  /** 0 to 1. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The budgets of the sign-in page: performance on both presets, largest contentful paint on mobile. */
export const LIGHTHOUSE_BUDGET = { performance: 0.95, mobileLcpMs: 2500 } as const;

const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** One run of Lighthouse's performance category on `url`, in a fresh Chromium. */
async function runLighthouse(url: string, preset: Preset): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const flags: Flags = { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' };
    const result = await lighthouse(url, flags, configs[preset]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The median of `runs` runs per preset. */
export async function measureLighthouse(url: string, presets: Preset[], runs = 3): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const preset of presets) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, preset));
    const median = computeMedianRun(results);
    const audit = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
    figures.push({
      preset,
      runs,
      performance: median.categories.performance?.score ?? 0,
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
  return figures;
}

/** Lines stating each figure beside its budget. */
export function lighthouseReport(path: string, figures: LighthouseFigures[]): string[] {
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER budget');
  return figures.flatMap((figure) => {
    const performanceOk = figure.performance >= LIGHTHOUSE_BUDGET.performance;
    const lcp = `LCP ${(figure.lcpMs / 1000).toFixed(2)} s`;
    const lcpLine =
      figure.preset === 'mobile'
        ? `${lcp} (budget ≤ ${LIGHTHOUSE_BUDGET.mobileLcpMs / 1000} s: ${verdict(figure.lcpMs <= LIGHTHOUSE_BUDGET.mobileLcpMs)})`
        : lcp;
    return [
      `Lighthouse ${figure.preset.padEnd(7)} ${path} (median of ${figure.runs} runs): performance ${figure.performance.toFixed(2)} (budget ≥ ${LIGHTHOUSE_BUDGET.performance}: ${verdict(performanceOk)})`,
      `  ${lcpLine}, FCP ${(figure.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figure.tbtMs)} ms, CLS ${figure.cls.toFixed(3)}`,
    ];
  });
}
