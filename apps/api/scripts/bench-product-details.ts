// Product details latency on the bench tenant (5,000 products × 20 retailers × 365 days, with the side tables the
// details read): starts the real server on the tenant with WIDGET_RESULT_CACHE=off, signs in, then times over HTTP
// the product details of 30 different products (the last 30 days, and a single day) and the Trends tab's chart
// details for each of its 10 metrics of one product, p50 and p95 per case against the 150 ms budget. Beside them
// it times a one-KPI get-data computed every time, the floor that makes the figures comparable across machines.
// A case that fails (the details route missing, an answer off its contract) is said as such and the run exits
// non-zero after timing the others. --record appends the figures to docs/performance.md.
// BENCH_DATA_DIR=<dir> builds the tenant there once and reuses it on later runs (loading takes minutes).
import { rm } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  buildPath,
  chartDetailsAnswerSchema,
  productDetailsAnswerSchema,
  productDetailsPaths,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import { recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase } from '../src/db/database';
import { freePort, start, stop, waitUntilSettled } from './benchSupport';
import { benchTenant } from './benchTenant';

const P95_BUDGET_MS = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const DETAIL_PRODUCTS = 30;

/** The Trends tab's lines: a metric each, per retailer, or per keyword or category page for the ranks. */
const TREND_METRICS = [
  ['DCC_SCORE', 'RETAILER'],
  ['AVAILABILITY', 'RETAILER'],
  ['DAYS_OUT_OF_STOCK', 'RETAILER'],
  ['REVIEW_COUNT', 'RETAILER'],
  ['REVIEW_SCORE', 'RETAILER'],
  ['IMAGE_COUNT', 'RETAILER'],
  ['VIDEO_COUNT', 'RETAILER'],
  ['PRICE_SELL', 'RETAILER'],
  ['SEARCH_RANK', 'SEARCH_KEYWORD'],
  ['CATEGORY_RANK', 'CATEGORY_LISTING'],
] as const;

/** A request as timed: where it goes and how its answer is checked (once per case, outside the timing). */
interface Request {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  check: (answer: unknown) => string | null;
}

interface Case {
  name: string;
  /** One request per sample, taken in turn; fewer requests than samples repeat them. */
  requests: Request[];
  samples: number;
  /** Whether the case counts against the budget (the floor does not). */
  budgeted: boolean;
}

interface Outcome {
  p50: number;
  p95: number;
  /** Timed requests answered from kept results: with WIDGET_RESULT_CACHE=off there should be none. */
  hits: number;
  failure: string | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Checks an answer against its contract, and that the page or line holds data at all. */
const checkDetails = (answer: unknown) => {
  const parsed = productDetailsAnswerSchema.safeParse(answer);
  if (!parsed.success) return `answer off the contract: ${parsed.error.message.slice(0, 300)}`;
  return parsed.data.rawOutput.retailerDetails.length > 0 ? null : 'answer holds no retailer';
};
const checkTrend = (answer: unknown) => {
  const parsed = chartDetailsAnswerSchema.safeParse(answer);
  if (!parsed.success) return `answer off the contract: ${parsed.error.message.slice(0, 300)}`;
  return parsed.data.rawOutput.chartData.length > 0 ? null : 'answer holds no line';
};

/**
 * The products timed: 30 spread over the catalogue, the first of them one that has search and category ranks in
 * the period (for the Trends tab's rank lines). Read before the server starts, which then holds the stores.
 */
async function pickProducts(dataDir: string, customerId: number, from: string, to: string) {
  const database = await openDatabase({ pgliteDir: `${dataDir}/pglite` });
  const ids = await database.db
    .execute<{ id: number }>(sql`SELECT id FROM products WHERE customer_id = ${customerId} ORDER BY id`)
    .then((result) => result.rows.map((row) => Number(row.id)))
    .finally(() => database.close());
  const instance = await DuckDBInstance.create(`${dataDir}/analytics.duckdb`, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      `SELECT product_id FROM fact_search_results WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE
       INTERSECT SELECT product_id FROM fact_category_listings WHERE customer_id = $1 AND day BETWEEN $2::DATE AND $3::DATE
       ORDER BY product_id LIMIT 1`,
      [customerId, from, to],
    );
    const ranked = Number(reader.getRows()[0]?.[0] ?? ids[0]);
    const step = Math.max(1, Math.floor(ids.length / DETAIL_PRODUCTS));
    const spread = ids.filter((id, index) => index % step === 0 && id !== ranked);
    return { trendProduct: ranked, detailProducts: [ranked, ...spread].slice(0, DETAIL_PRODUCTS) };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function cases(customerId: number, products: { trendProduct: number; detailProducts: number[] }): Case[] {
  const lastDay = DateTime.now().startOf('day').minus({ days: 1 });
  const days30 = { dateFrom: lastDay.minus({ days: 29 }).toISODate(), dateTo: lastDay.toISODate() };
  const oneDay = { dateFrom: lastDay.toISODate(), dateTo: lastDay.toISODate() };
  const details = (period: { dateFrom: string; dateTo: string }) =>
    products.detailProducts.map((productId): Request => ({
      method: 'GET',
      path: buildPath(productDetailsPaths.details, { customerId, productId }),
      // As the product details dialog asks (productDetailsApi).
      query: { ...period, filterUseDefaults: '1' },
      check: checkDetails,
    }));
  const trend = (metric: string, dimension: string): Request => ({
    method: 'GET',
    path: buildPath(widgetQueryPaths.chartDetails, { customerId }),
    // As the Trends tab asks (productDetailsApi's getProductTrend).
    query: {
      productId: String(products.trendProduct),
      metric,
      dimension,
      visualizationType: 'LINE',
      dateGranularity: 'DAY',
      aggregationType: 'MIN',
      dates: `${days30.dateFrom},${days30.dateTo}`,
      useDefaults: '0',
    },
    check: checkTrend,
  });
  const count = products.detailProducts.length;
  return [
    {
      name: `details, ${count} products, last 30 days`,
      requests: details(days30),
      samples: count,
      budgeted: true,
    },
    { name: `details, ${count} products, one day`, requests: details(oneDay), samples: count, budgeted: true },
    ...TREND_METRICS.map(([metric, dimension]) => ({
      name: `trends ${metric} by ${dimension.toLowerCase().replace('_', ' ')}, 30 days`,
      requests: [trend(metric, dimension)],
      samples: RUNS,
      budgeted: true,
    })),
    {
      // The floor: bench:widgets' first case, computed every time.
      name: 'floor: one-KPI get-data, computed',
      requests: [
        {
          method: 'POST',
          path: buildPath(widgetQueryPaths.customerGetData, { customerId }),
          body: {
            definition: { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' },
            datePreset: '30d',
            comparePreset: 'pp',
          },
          check: () => null,
        },
      ],
      samples: RUNS,
      budgeted: false,
    },
  ];
}

/** Says why a request failed; a route the server does not know is named as missing rather than as an error. */
function failureOf(request: Request, status: number, text: string) {
  const missingRoute = status === 404 && /"message":"Route /.test(text);
  if (missingRoute && request.path.includes('/products/get-details/'))
    return '404: the product details route is missing';
  return `${status}: ${text.slice(0, 300)}`;
}

async function timeCases(port: number, selected: Case[]): Promise<Map<string, Outcome>> {
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sysadmin@shelfsight.test', password: 'Demo-Password-1' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const send = async (request: Request) => {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${request.path}${query}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const hit = (response.headers.get('server-timing') ?? '').includes('cache;desc=hit');
    return { ms, hit, text, failure: response.ok ? null : failureOf(request, response.status, text) };
  };
  const outcomes = new Map<string, Outcome>();
  for (const item of selected) {
    const failed = (failure: string) => outcomes.set(item.name, { p50: NaN, p95: NaN, hits: 0, failure });
    // The first answer of each request is checked; checking is not timed.
    const checked = new Set<Request>();
    const first = item.requests[0];
    if (!first) continue;
    for (let index = 0; index < WARMUP; index += 1) await send(item.requests[index % item.requests.length] ?? first);
    const times: number[] = [];
    let hits = 0;
    let failure: string | null = null;
    for (let index = 0; index < item.samples && !failure; index += 1) {
      const request = item.requests[index % item.requests.length] ?? first;
      const answer = await send(request);
      failure = answer.failure;
      if (!failure && !checked.has(request)) {
        checked.add(request);
        failure = request.check(JSON.parse(answer.text));
      }
      times.push(answer.ms);
      if (answer.hit) hits += 1;
    }
    process.stdout.write(failure ? 'x' : '.');
    if (failure) {
      failed(failure);
      continue;
    }
    times.sort((a, b) => a - b);
    outcomes.set(item.name, { p50: percentile(times, 50), p95: percentile(times, 95), hits, failure: null });
  }
  return outcomes;
}

function report(selected: Case[], outcomes: Map<string, Outcome>, floorP95: number) {
  const width = Math.max(48, ...selected.map(({ name }) => name.length));
  const column = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1)).padStart(8);
  console.log(
    `\n${'case'.padEnd(width)} ${['p50 ms', 'p95 ms', '× floor'].map((title) => title.padStart(8)).join(' ')}  budget ${P95_BUDGET_MS} ms (p95)`,
  );
  for (const item of selected) {
    const outcome = outcomes.get(item.name);
    if (!outcome) continue;
    const verdict = outcome.failure
      ? `FAILED (${outcome.failure})`
      : !item.budgeted
        ? 'floor'
        : outcome.hits > 0
          ? `${outcome.hits} HITS`
          : outcome.p95 <= P95_BUDGET_MS
            ? 'PASS'
            : 'OVER';
    console.log(
      `${item.name.padEnd(width)} ${column(outcome.p50)} ${column(outcome.p95)} ${column(outcome.p95 / floorP95)}  ${verdict}`,
    );
  }
  console.log(`\nMachine floor: a one-KPI get-data computed every time, p95 ${floorP95.toFixed(1)} ms.`);
}

async function main() {
  const port = await freePort();
  const { dataDir, customerId, kept } = await benchTenant(port);
  try {
    const lastDay = DateTime.now().startOf('day').minus({ days: 1 });
    const products = await pickProducts(
      dataDir,
      customerId,
      lastDay.minus({ days: 29 }).toISODate() as string,
      lastDay.toISODate() as string,
    );
    const selected = cases(customerId, products);
    console.log(
      `Timing ${selected.length} cases on a server that keeps no widget answers (WIDGET_RESULT_CACHE=off); ` +
        `details of ${products.detailProducts.length} products, trends of product ${products.trendProduct}`,
    );
    const server = start(dataDir, port, { WIDGET_RESULT_CACHE: 'off' });
    let outcomes: Map<string, Outcome>;
    try {
      await waitUntilSettled(port, server);
      outcomes = await timeCases(port, selected);
    } finally {
      await stop(server);
    }
    const floorCase = selected.find((item) => !item.budgeted);
    const floor = outcomes.get(floorCase?.name ?? '');
    if (!floor || floor.failure) throw new Error(`the floor could not be timed: ${floor?.failure ?? 'no answer'}`);
    report(selected, outcomes, floor.p95);
    const failures = selected.filter((item) => outcomes.get(item.name)?.failure);
    const over = selected.filter((item) => item.budgeted && (outcomes.get(item.name)?.p95 ?? 0) > P95_BUDGET_MS);
    if (recordRequested() && failures.length > 0) console.log('Not recorded: a case failed.');
    else if (recordRequested()) {
      const figure = (item: Case) => {
        const outcome = outcomes.get(item.name);
        return `${item.name} ${outcome?.p50.toFixed(0)} / ${outcome?.p95.toFixed(0)}`;
      };
      await recordFigures('bench:product-details', {
        floor: `one-KPI computed p95 ${floor.p95.toFixed(0)} ms`,
        figures: `p50 / p95 ms: ${selected
          .filter((item) => item.budgeted)
          .map(figure)
          .join('; ')}`,
        note: over.length === 0 ? 'all within 150 ms' : `over: ${over.map((item) => item.name).join(', ')}`,
      });
    }
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    if (kept || process.env.BENCH_KEEP_DATA) console.log(`Data kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
