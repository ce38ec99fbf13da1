// What bench:widgets prints: the figures it keeps per widget and server, DuckDB as served beside computed,
// and the engines' computed figures side by side.

/** A computed p95 above this is over the widget budget. */
export const P95_BUDGET_MS = 100;

export interface Figures {
  p50: number;
  p95: number;
  /** CPU of the server tree per request (all threads): wall time on a shared machine includes waiting for a core. */
  cpuMs: number;
  /** p50 of the engine's own time (Server-Timing), without HTTP, sign-in and JSON. */
  engine: number;
  /** Timed requests answered from kept results (Server-Timing `cache;desc=hit`). */
  hits: number;
  /** The answer's size: the engines' answers to one request should be about the same size (an empty one shows). */
  bytes: number;
}

/** Bursts of widgets sent at once on a server that computes every answer. */
export interface BurstFigures {
  widgets: number;
  cores: number;
  /** Wall time of a burst, first send to last answer. */
  p50: number;
  p95: number;
  /** The server tree's CPU per burst (all threads). */
  cpuMs: number;
  /** Median of each burst's wall ÷ (its CPU ÷ cores). */
  ratio: number;
  budget: number;
}

export interface ServerFigures {
  figures: Map<string, Figures>;
  /** Peak resident memory of the server tree over its life (VmHWM; on chdb: the copy at start included). */
  peakMb: number;
  /** The highest resident memory sampled after each widget's timed requests: memory under the query load. */
  loadedRssMb: number;
  /** Start to settled (healthy, market data loaded; on chdb: DuckDB's facts copied into ClickHouse). */
  startup: { wallS: number; cpuS: number };
  /** Timed on the servers that compute every answer; absent on the one that keeps answers. */
  bursts: BurstFigures | null;
}

/** `13 widgets at once: wall p50 / p95 …; CPU …; wall ÷ (CPU ÷ 2 cores) 1.07 (budget 1.2) ok`. */
export function burstLine({ widgets, cores, p50, p95, cpuMs, ratio, budget }: BurstFigures) {
  return (
    `${widgets} widgets at once: wall p50 / p95 ${p50.toFixed(0)} / ${p95.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms; ` +
    `wall ÷ (CPU ÷ ${cores} cores) ${ratio.toFixed(2)} (budget ${budget}) ${ratio <= budget ? 'ok' : 'OVER'}`
  );
}

export type Case = { name: string; body: Record<string, unknown> };
const format = (value: number) => value.toFixed(1).padStart(8);
const nameWidth = (selected: Case[]) => Math.max(58, ...selected.map(({ name }) => name.length));

/** DuckDB as served beside DuckDB computing every request, with the budget verdict and the widgets to look at. */
export function printDuckDb(selected: Case[], cached: ServerFigures, uncached: ServerFigures, runs: number) {
  const width = nameWidth(selected);
  console.log(
    `\n${''.padEnd(width)} ${'kept answers'.padEnd(26)}  ${'computed every time'.padEnd(35)}\n` +
      `${'widget'.padEnd(width)} ${['p50 ms', 'p95 ms', 'hits'].map((title) => title.padStart(8)).join(' ')}  ` +
      `${['p50 ms', 'p95 ms', 'CPU ms', 'engine'].map((title) => title.padStart(8)).join(' ')}  budget ${P95_BUDGET_MS} ms (computed p95)`,
  );
  for (const { name } of selected) {
    const kept = cached.figures.get(name);
    const computed = uncached.figures.get(name);
    if (!kept || !computed) continue;
    const hits = `${kept.hits}/${runs}`.padStart(8);
    const computedColumns = [computed.p50, computed.p95, computed.cpuMs, computed.engine].map(format).join(' ');
    // A computed request that was a hit would make the right-hand figures wrong: said, not hidden.
    const verdict = computed.hits > 0 ? `${computed.hits} HITS` : computed.p95 <= P95_BUDGET_MS ? 'ok' : 'OVER';
    console.log(
      `${name.padEnd(width)} ${format(kept.p50)} ${format(kept.p95)} ${hits}  ${computedColumns}  ${verdict}`,
    );
  }
}

/** Computed p50 / p95 / CPU per widget on each engine that ran, side by side, and the ClickHouse ÷ DuckDB p95. */
export function printEngines(selected: Case[], runs: { engine: string; server: ServerFigures }[]) {
  const width = nameWidth(selected);
  const columns = ['p50 ms', 'p95 ms', 'CPU ms'].map((title) => title.padStart(8)).join(' ');
  console.log(
    `\n${''.padEnd(width)} ${runs.map(({ engine }) => `${engine}, computed every time`.padEnd(26)).join('  ')}\n` +
      `${'widget'.padEnd(width)} ${runs.map(() => columns).join('  ')}${runs.length > 1 ? '  p95 ratio' : ''}`,
  );
  for (const { name } of selected) {
    const figures = runs.map(({ server }) => server.figures.get(name));
    const cells = figures.map((item) =>
      item ? [item.p50, item.p95, item.cpuMs].map(format).join(' ') : ''.padEnd(26),
    );
    const [first, second] = figures;
    const ratio = first && second ? `  ${(second.p95 / first.p95).toFixed(2).padStart(9)}` : '';
    const hits = figures.some((item) => (item?.hits ?? 0) > 0) ? '  HITS' : '';
    // Number formatting may differ a little between the engines; a tenant missing on one shows as a far smaller answer.
    const sizes = first && second && Math.abs(first.bytes - second.bytes) > 0.1 * first.bytes;
    const differ = sizes ? `  ANSWER SIZE ${first.bytes} vs ${second.bytes} bytes` : '';
    console.log(`${name.padEnd(width)} ${cells.join('  ')}${ratio}${hits}${differ}`);
  }
  for (const { engine, server } of runs) {
    const over = selected.filter(({ name }) => (server.figures.get(name)?.p95 ?? 0) > P95_BUDGET_MS).length;
    console.log(
      `${engine}: start to settled ${server.startup.wallS.toFixed(1)} s wall / ${server.startup.cpuS.toFixed(1)} s CPU; ` +
        `RSS under load ${server.loadedRssMb.toFixed(0)} MB, peak ${server.peakMb.toFixed(0)} MB; ` +
        `${over} of ${selected.length} computed p95 over ${P95_BUDGET_MS} ms`,
    );
    if (server.bursts) console.log(`${engine}: ${burstLine(server.bursts)}`);
  }
}

/** One line of figures for docs/performance.md: computed p50 / p95 / CPU per widget, per engine. */
export function recordLine(selected: Case[], runs: { engine: string; server: ServerFigures }[]) {
  return runs
    .map(({ engine, server }) => {
      const figure = (name: string) => {
        const computed = server.figures.get(name);
        return computed
          ? `${name} ${[computed.p50, computed.p95, computed.cpuMs].map((v) => v.toFixed(0)).join(' / ')}`
          : '';
      };
      return (
        `${engine}: start to settled ${server.startup.wallS.toFixed(0)} s / ${server.startup.cpuS.toFixed(0)} s CPU, ` +
        `RSS under load ${server.loadedRssMb.toFixed(0)} MB (peak ${server.peakMb.toFixed(0)} MB); ` +
        (server.bursts ? `${burstLine(server.bursts)}; ` : '') +
        selected.map(({ name }) => figure(name)).join('; ')
      );
    })
    .join(' || ');
}
