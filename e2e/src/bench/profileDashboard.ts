// `tsx src/bench/profileDashboard.ts [view|pdf|demo <name>] [--timeline] [--save <file>]`: warm navigations to a
// bench dashboard (or, with `demo`, the demo seed's dashboard of that name: its view, or its print layout when it
// holds more than 12 widgets) with Chromium's CPU profiler on, printing where the main thread's time went (self time
// by function and by script, render time by React component), to find what to make cheaper. Each of PROFILE_RUNS
// visits (default 1) prints its main-thread busy time and Chromium's split (script, style, layout); their median is
// the figure to compare between builds on a shared machine. Best on a build without minification (BENCH_WEB_DIST,
// `vite build --minify false`).
import { writeFileSync } from 'node:fs';
import { launchBenchBrowser } from './benchBrowser';
import { benchDashboards, demoDashboards } from './benchDashboards';
import { benchDataDir, startBenchServer } from './benchServer';
import { installDrawnProbe, type DrawnState } from './drawnProbe';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * When the main thread did what: per 50 ms after the profile started (just before the navigation), the busy time and the app's own
 * functions (the outermost frame outside vendor, antd and echarts chunks) it was in most.
 */
function timeline(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const buckets = new Map<number, { busy: number; where: Map<string, number> }>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    at += delta;
    const name = byNode.get(id)?.callFrame.functionName;
    if (name === '(idle)' || name === '(root)') return;
    const bucket = Math.floor(at / 50) * 50;
    const entry = buckets.get(bucket) ?? { busy: 0, where: new Map<string, number>() };
    entry.busy += delta;
    let own = name ?? '';
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byNode.get(node)?.callFrame;
      const file = frame?.url.replace(/^.*\/assets\//, '') ?? '';
      if (frame?.functionName && file && !/^(vendor-|antd-|echarts-|zod-|luxon-)/.test(file))
        own = `${frame.functionName} ${file.replace(/-[\w-]{8}\.js$/, '')}`;
    }
    entry.where.set(own, (entry.where.get(own) ?? 0) + delta);
    buckets.set(bucket, entry);
  });
  for (const [bucket, { busy, where }] of [...buckets].sort((a, b) => a[0] - b[0])) {
    const top = [...where].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(
      `  ${String(bucket).padStart(6)} ms  busy ${busy.toFixed(0).padStart(3)}  ${top.map(([name, time]) => `${name} ${time.toFixed(0)}`).join(' | ')}`,
    );
  }
}

/**
 * Render time by React component: the samples under a function that React called to render it (a frame whose
 * caller is renderWithHooks), the component's own hooks and markup included, its children's renders not
 * (React renders them in calls of their own). Shows which components cost the page most, antd's included.
 */
function byComponent(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const caller = parent.get(at);
      if (caller === undefined || byNode.get(caller)?.callFrame.functionName !== 'renderWithHooks') continue;
      const frame = byNode.get(at)?.callFrame;
      const name = `${frame?.functionName || '(anonymous)'}  ${frame?.url.replace(/^.*\/assets\//, '') ?? ''}`;
      totals.set(name, (totals.get(name) ?? 0) + delta);
      break;
    }
  });
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(
    `render time by component:\n${rows.map(([name, time]) => `  ${time.toFixed(0).padStart(6)} ms  ${name}`).join('\n')}`,
  );
}

/** Main-thread time that was not idle: the figure to compare between builds. */
function busyTime(profile: Profile): number {
  const idle = new Set(
    profile.nodes.filter((node) => ['(idle)', '(root)'].includes(node.callFrame.functionName)).map((node) => node.id),
  );
  return profile.samples.reduce(
    (sum, id, index) => (idle.has(id) ? sum : sum + (profile.timeDeltas[index] ?? 0) / 1000),
    0,
  );
}

function summarise(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    const script = frame.url.replace(/^.*\/assets\//, '') || '(native)';
    const name = `${frame.functionName || '(anonymous)'}  ${script}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byScript.set(script, (byScript.get(script) ?? 0) + time);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${time.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  // Inclusive time: every function on a sample's stack counts that sample once.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)?.callFrame;
      if (!frame?.functionName) continue;
      const name = `${frame.functionName}  ${frame.url.replace(/^.*\/assets\//, '')}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
  }
  console.log(`inclusive:\n${top(inclusive, Number(process.env.PROFILE_TOP ?? 80))}`);
  console.log(`by script:\n${top(byScript, 25)}\nby function:\n${top(byFunction, 60)}`);
}

async function main() {
  const which = process.argv[2] === 'view' || process.argv[2] === 'demo' ? process.argv[2] : 'pdf';
  const server = await startBenchServer(benchDataDir());
  const { browser } = await launchBenchBrowser();
  try {
    const { twelve, fifty } = await benchDashboards(server.call);
    const demoName = process.argv[3];
    // The demo's dashboards belong to the demo owner in the demo customer, who then views them.
    const demoOwner = which === 'demo' ? await server.demoSession() : undefined;
    const demo = demoOwner && (await demoDashboards(demoOwner.call)).find(({ name }) => name === demoName);
    if (which === 'demo' && !demo) throw new Error(`No demo dashboard is named ${demoName}.`);
    // A demo dashboard of more widgets than a screen holds is profiled printed, as bench:dashboard times it.
    const url = demo
      ? `${server.baseUrl}/dashboards/${demo.widgetCount > 12 ? 'pdfView' : 'view'}/?id=${demo.id}`
      : which === 'view'
        ? `${server.baseUrl}/dashboards/view/?id=${twelve}`
        : `${server.baseUrl}/dashboards/pdfView/?id=${fifty}`;
    const widgets = demo ? demo.widgetCount : which === 'view' ? 12 : 50;
    const context = await browser.newContext({
      storageState: await (demoOwner ?? server).signedInState(),
      viewport: { width: 1366, height: 860 },
    });
    const visit = async () => {
      const page = await context.newPage();
      page.on('console', (message) => console.log(`console: ${message.text()}`));
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      await page.addInitScript({ content: `var __name = (fn) => fn; (${installDrawnProbe.toString()})(${widgets});` });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(url);
      const drawn = await page
        .waitForFunction(() => (window as unknown as { __drawn?: DrawnState }).__drawn?.drawnAt ?? null, undefined, {
          timeout: 30_000,
          polling: 100,
        })
        .catch(async (error: unknown) => {
          // What the page shows instead (an error page, a missing build) says why nothing was drawn.
          console.log(page.url(), await page.evaluate(() => document.body.innerText.slice(0, 300)));
          throw error;
        });
      const total = (await drawn.jsonValue()) as number;
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      // Chromium's own split of the main thread's time since the page opened (seconds): script, style, layout.
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
      const split = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']
        .map((name) => `${name.replace('Duration', '')} ${metric(name).toFixed(0)}`)
        .join(', ');
      await page.close();
      return { total, profile, split };
    };
    await visit(); // warms the browser's and the server's caches
    await visit();
    // PROFILE_RUNS measured visits (a shared machine's figures vary): each one's figures, the last one's detail.
    const measured: Awaited<ReturnType<typeof visit>>[] = [];
    for (let run = 0; run < Number(process.env.PROFILE_RUNS ?? 1); run += 1) {
      const visited = await visit();
      measured.push(visited);
      console.log(
        `${which}: drawn after ${visited.total.toFixed(0)} ms, main thread busy ${busyTime(visited.profile).toFixed(0)} ms (ms: ${visited.split})`,
      );
    }
    const busy = measured.map((visited) => busyTime(visited.profile)).sort((a, b) => a - b);
    console.log(
      `${which}: main thread busy, median of ${busy.length}: ${busy[Math.floor(busy.length / 2)]?.toFixed(0)} ms`,
    );
    const { profile } = measured.at(-1) ?? (await visit());
    summarise(profile);
    byComponent(profile);
    // --save <file>: each measured visit's profile as <file>-<n>.cpuprofile, which Chromium's DevTools opens.
    const saveAt = process.argv.indexOf('--save');
    const file = saveAt >= 0 ? process.argv[saveAt + 1] : undefined;
    if (file)
      measured.forEach((visited, index) =>
        writeFileSync(`${file}-${index + 1}.cpuprofile`, JSON.stringify(visited.profile)),
      );
    if (process.argv.includes('--timeline')) timeline(profile);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
