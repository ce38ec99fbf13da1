// Widget query latency on the bench tenant (5,000 products × 20 retailers × 365 days): starts the real
// server on a fresh DATA_DIR, loads the tenant, then times get-data per widget type on the warm server and
// prints p50 and p95 next to the 100 ms budget with the server's CPU time per request, and its peak
// resident memory against 2 GB.
// It reports; it does not fail on a missed budget.
// BENCH_DATA_DIR=<dir> builds the tenant there once and reuses it on later runs (loading takes minutes);
// BENCH_ONLY=<text> times only the widgets whose name contains it.
import { rm } from 'node:fs/promises';
import { metricByCode, type WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import { freePort, start, stop, treeCpuSeconds, treePeakMb, waitUntilSettled } from './benchSupport';
import { benchTenant } from './benchTenant';

const P95_BUDGET_MS = 100;
const RSS_BUDGET_MB = 2048;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

function cases(): { name: string; body: Record<string, unknown> }[] {
  const today = DateTime.now().startOf('day');
  const lastMonth = today.minus({ months: 1 });
  const wholeYear = {
    dateFrom: lastMonth.minus({ months: 11 }).startOf('month').toISODate(),
    dateTo: lastMonth.endOf('month').toISODate(),
  };
  const days30 = { datePreset: '30d' };
  // The worst 30 days for the week rollups: Tuesday to Wednesday, 6 + 3 days outside the 3 whole weeks.
  const lastWednesday = today.minus({ days: (today.weekday - 3 + 7) % 7 || 7 });
  const worstWeeks = { dateFrom: lastWednesday.minus({ days: 29 }).toISODate(), dateTo: lastWednesday.toISODate() };
  const kpi: WidgetQueryDefinitionInput = { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' };
  return [
    { name: 'KPI availability, 30 days vs preceding', body: { definition: kpi, ...days30, comparePreset: 'pp' } },
    {
      name: 'LINE availability by retailer, daily, 30 days',
      body: {
        definition: { ...kpi, visualizationType: 'LINE', dimensionId: 1, dateAggregationLevel: 'DAY' },
        ...days30,
      },
    },
    {
      name: 'LINE price by brand, monthly, 12 whole months',
      body: {
        definition: {
          visualizationType: 'LINE',
          metricId: 8,
          aggregationFunction: 'AVG',
          dimensionId: 2,
          dateAggregationLevel: 'MONTHNUM',
        },
        ...wholeYear,
      },
    },
    {
      name: 'LINE availability, weekly, last 12 months',
      body: { definition: { ...kpi, visualizationType: 'LINE', dateAggregationLevel: 'WEEK' }, datePreset: '12m' },
    },
    {
      name: 'HORIZONTAL_BAR price index by retailer, 30 days',
      body: {
        definition: {
          visualizationType: 'HORIZONTAL_BAR',
          metricId: metricByCode('PRICE_INDEX')?.id ?? 18,
          aggregationFunction: 'AVG',
          dimensionId: 1,
        },
        ...days30,
      },
    },
    {
      name: 'HORIZONTAL_BAR availability by brand vs preceding',
      body: {
        definition: { ...kpi, visualizationType: 'HORIZONTAL_BAR', dimensionId: 2 },
        ...days30,
        comparePreset: 'pp',
      },
    },
    {
      name: 'DATA_TABLE products × 3 metrics, page 1 of 50',
      body: {
        definition: {
          visualizationType: 'DATA_TABLE',
          dimensionId: 6,
          tableFields: [
            { fieldType: 'ATTRIBUTE', fieldId: 2 },
            { fieldType: 'METRIC', fieldId: 2 },
            { fieldType: 'METRIC', fieldId: 8 },
            { fieldType: 'METRIC', fieldId: 3 },
          ],
        },
        ...days30,
      },
    },
    {
      name: 'MATRIX_TABLE retailer × brand type',
      body: {
        definition: { ...kpi, visualizationType: 'MATRIX_TABLE', dimensionId: 1, verticalDimensionId: 3 },
        ...days30,
      },
    },
    {
      name: 'PERFORMANCE_OVERVIEW retailer / brand type vs preceding',
      body: {
        definition: {
          ...kpi,
          visualizationType: 'PERFORMANCE_OVERVIEW',
          dimensionId: 1,
          subDimensionKey: 'BRAND_TYPE',
        },
        ...days30,
        comparePreset: 'pp',
      },
    },
    {
      name: 'PRODUCT_OVERVIEW top 50 by availability',
      body: { definition: { ...kpi, visualizationType: 'PRODUCT_OVERVIEW' }, ...days30 },
    },
    {
      name: 'SCATTER price × rating by product',
      body: {
        definition: {
          visualizationType: 'SCATTER',
          metricId: 8,
          dimensionId: 6,
          tableFields: [{ fieldType: 'METRIC', fieldId: 5 }],
        },
        ...days30,
      },
    },
    {
      name: 'DATA_TABLE as above, 30 days Tue–Wed (9 partial-week days)',
      body: {
        definition: {
          visualizationType: 'DATA_TABLE',
          dimensionId: 6,
          tableFields: [
            { fieldType: 'ATTRIBUTE', fieldId: 2 },
            { fieldType: 'METRIC', fieldId: 2 },
            { fieldType: 'METRIC', fieldId: 8 },
            { fieldType: 'METRIC', fieldId: 3 },
          ],
        },
        ...worstWeeks,
      },
    },
    {
      name: 'PRODUCT_OVERVIEW as above, 30 days Tue–Wed',
      body: { definition: { ...kpi, visualizationType: 'PRODUCT_OVERVIEW' }, ...worstWeeks },
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const port = await freePort();
  const { dataDir, customerId, kept } = await benchTenant(port);
  try {
    const bench = { customerId };
    const server = start(dataDir, port);
    await waitUntilSettled(port, server);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sysadmin@shelfsight.test', password: 'Demo-Password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const url = `http://127.0.0.1:${port}/api/customer/${bench.customerId}/widget/get-data`;
    // Wall time of the whole request, and the engine's share of it from the Server-Timing header.
    const post = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
      const engine = Number(/engine;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
      return { wall: performance.now() - started, engine };
    };
    // CPU per request (server tree, all threads) next to wall times: on a shared machine wall time includes waiting
    // for a core. 'engine' is the p50 of the engine's own time (Server-Timing), without HTTP, sign-in and JSON.
    console.log(
      `\n${'widget'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'CPU ms'.padStart(8)} ${'engine'.padStart(8)}  budget ${P95_BUDGET_MS} ms`,
    );
    // BENCH_ONLY=<text> times only the widgets whose name contains it (a quicker before/after of one widget).
    const only = process.env.BENCH_ONLY;
    for (const { name, body } of cases().filter((item) => !only || item.name.includes(only))) {
      for (let i = 0; i < WARMUP; i += 1) await post(body);
      const times: number[] = [];
      const engineTimes: number[] = [];
      const cpuBefore = await treeCpuSeconds(server.pid ?? 0);
      for (let i = 0; i < RUNS; i += 1) {
        const { wall, engine } = await post(body);
        times.push(wall);
        engineTimes.push(engine);
      }
      const cpuMs = (((await treeCpuSeconds(server.pid ?? 0)) - cpuBefore) * 1000) / RUNS;
      times.sort((a, b) => a - b);
      engineTimes.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const columns = [percentile(times, 50), p95, cpuMs, percentile(engineTimes, 50)]
        .map((value) => value.toFixed(1).padStart(8))
        .join(' ');
      console.log(`${name.padEnd(58)} ${columns}  ${p95 <= P95_BUDGET_MS ? 'ok' : 'OVER'}`);
    }
    const peak = await treePeakMb(server.pid ?? 0);
    console.log(
      `\nServer peak resident memory: ${peak.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB) ${peak <= RSS_BUDGET_MB ? 'ok' : 'OVER'}`,
    );
    await stop(server);
  } finally {
    // BENCH_KEEP_DATA keeps the loaded tenant for a closer look (the path is printed); BENCH_DATA_DIR always keeps it.
    if (kept || process.env.BENCH_KEEP_DATA) console.log(`Data kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
