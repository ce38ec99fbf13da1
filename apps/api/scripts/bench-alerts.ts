// Alert checks after a load on the bench tenant (5,000 products × 20 retailers × 365 days): 1,000 active
// alerts of mixed kinds (totals against a value, the previous period or last year, a trend, per retailer
// and per brand) over a few metrics, periods and retailer filters, owned by admin@acme.test. A copy of the
// kept tenant gets the alerts, the server starts on it, one load goes in through the ingestion API, and
// the time from the load's end until every alert has been checked is printed against the 30 s budget,
// with how many distinct reads (engine queries) the alerts share. It reports; it does not fail.
// Needs the bench tenant kept in BENCH_DATA_DIR (default apps/api/.data/bench).
import path from 'node:path';
import { type AlertInput, alertInputSchema, metricByCode } from '@shelfsight/contracts';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openDatabase } from '../src/db/database';
import { createAlert } from '../src/modules/alerts/alerts.repository';
import { sleep, treeCpuSeconds, withJobsServer } from './benchSupport';
import { benchMember, onKeptTenantCopy } from './benchTenant';

const BUDGET_S = 30;
const ALERTS = Number(process.env.BENCH_ALERTS ?? 1000);
const OWNER = 'admin@acme.test';

type Kind = Omit<AlertInput, 'subject' | 'metricId'>;
const METRICS: Pick<AlertInput, 'metricId' | 'aggregationFunction'>[] = [
  { metricId: 2, aggregationFunction: 'AVG' },
  { metricId: 8, aggregationFunction: 'AVG' },
  { metricId: metricByCode('PRICE_INDEX')?.id ?? 18, aggregationFunction: 'AVG' },
];
const KINDS: Kind[] = [
  { thresholdCondition: '<', threshold: 90 },
  { comparedTo: 'PREVIOUS_PERIOD', comparedValue: 5, thresholdCondition: '>' },
  { comparedTo: 'SAME_PERIOD_LAST_YEAR', comparedValue: -10, thresholdCondition: '<' },
  { thresholdCondition: '>', threshold: 0, alertSettings: { trendPeriods: 3 } },
  { type: 'PER_ITEM', dimensionId: 1, thresholdCondition: '<', threshold: 95 },
  { type: 'PER_ITEM', dimensionId: 2, thresholdCondition: '>', threshold: 50 },
];
const PRESETS = ['1d', '7d', '30d'];

/** The i-th alert: metric, kind, period and filter cycle, so that several alerts share each read. */
function alertAt(index: number, retailerFilters: number[][]): AlertInput {
  const metric = METRICS[index % METRICS.length] as (typeof METRICS)[number];
  const kind = KINDS[Math.floor(index / METRICS.length) % KINDS.length] as Kind;
  const datePreset = PRESETS[Math.floor(index / (METRICS.length * KINDS.length)) % PRESETS.length];
  const retailers =
    retailerFilters[Math.floor(index / (METRICS.length * KINDS.length * PRESETS.length)) % retailerFilters.length];
  // The threshold moves with the index: alerts that read the same differ in their rule.
  const threshold =
    kind.threshold === undefined || kind.threshold === null ? kind.threshold : kind.threshold + (index % 7);
  return {
    ...metric,
    ...kind,
    threshold,
    datePreset,
    subject: `Bench alert ${index + 1}`,
    notificationMethods: ['T'],
    filterSet: { retailers },
  };
}

/** What an alert reads, as the checks share it (owner, metric, dimension, aggregation, filters, period). */
const readsOf = (input: AlertInput) =>
  JSON.stringify([
    input.metricId,
    input.type === 'PER_ITEM' ? input.dimensionId : null,
    input.aggregationFunction,
    input.filterSet,
    input.datePreset,
    input.comparedTo ?? 'EXACT_VALUE',
    input.alertSettings?.trendPeriods ?? 1,
  ]);

async function prepare(dataDir: string, customerId: number) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const db = database.db;
    const ownerId = await benchMember(db, customerId, OWNER);
    await db.execute(sql`DELETE FROM alerts WHERE customer_id = ${customerId}`);
    const retailerIds = (
      await db.execute<{ retailer_id: number }>(
        sql`SELECT retailer_id FROM customer_retailers WHERE customer_id = ${customerId} ORDER BY retailer_id LIMIT 4`,
      )
    ).rows.map((row) => Number(row.retailer_id));
    const filters = [[], ...retailerIds.map((id) => [id])];
    const inputs = Array.from({ length: ALERTS }, (_, index) => alertAt(index, filters));
    for (const input of inputs) await createAlert(db, customerId, ownerId, alertInputSchema.parse(input));
    const product = (
      await db.execute<{ id: number }>(
        sql`SELECT id FROM products WHERE customer_id = ${customerId} ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    return {
      reads: new Set(inputs.map(readsOf)).size,
      retailerId: retailerIds[0] ?? 0,
      productId: Number(product?.id),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  let figures = '';
  await onKeptTenantCopy('shelfsight-bench-alerts-', async (dataDir, customerId) => {
    const { reads, retailerId, productId } = await prepare(dataDir, customerId);
    console.log(
      `${ALERTS} active alerts of ${KINDS.length} kinds over ${METRICS.length} metrics, ${PRESETS.length} periods and ${5} filters: ${reads} distinct reads.`,
    );
    figures = await withJobsServer(dataDir, (port, server) =>
      measure(port, customerId, server.pid ?? 0, retailerId, productId),
    );
  });
  if (recordRequested()) await recordFigures('bench:alerts', { floor, figures });
}

async function measure(port: number, customerId: number, pid: number, retailerId: number, productId: number) {
  const base = `http://127.0.0.1:${port}/api`;
  const signIn = async (email: string) => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo-Password-1' }),
    });
    return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  };
  const auth = await signIn(OWNER);
  // The owner is a plain member of the bench customer; a system admin may load its facts.
  const loader = await signIn('sysadmin@shelfsight.test');
  const yesterday = DateTime.now().minus({ days: 1 }).toISODate();
  const csv = `day,retailerId,productId,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating\n${yesterday},${retailerId},${productId},true,false,19.99,,EUR,12,4.2\n`;
  const cpuBefore = await treeCpuSeconds(pid);
  const loadStarted = performance.now();
  const load = await fetch(`${base}/customer/${customerId}/ingest?wait=true`, {
    method: 'POST',
    headers: { ...loader, 'content-type': 'text/csv' },
    body: csv,
  });
  if (!load.ok) throw new Error(`the load answered ${load.status}: ${await load.text()}`);
  const loaded = performance.now();
  const statuses: Record<string, number> = {};
  for (;;) {
    const response = await fetch(`${base}/customer/${customerId}/alerts?list=owned`, { headers: auth });
    const alerts = (await response.json()) as { lastCheckStatus: string | null }[];
    const checked = alerts.filter((alert) => alert.lastCheckStatus !== null);
    for (const key of Object.keys(statuses)) delete statuses[key];
    for (const alert of checked)
      statuses[String(alert.lastCheckStatus)] = (statuses[String(alert.lastCheckStatus)] ?? 0) + 1;
    if (checked.length >= ALERTS) break;
    if (performance.now() - loaded > 600_000) throw new Error(`only ${checked.length} alerts checked after 10 minutes`);
    await sleep(1000);
  }
  const seconds = (performance.now() - loaded) / 1000;
  const cpu = (await treeCpuSeconds(pid)) - cpuBefore;
  console.log(`Load (1 observation, ingestion API): ${((loaded - loadStarted) / 1000).toFixed(1)} s`);
  console.log(
    `Checks: ${Object.entries(statuses)
      .map(([status, count]) => `${count} ${status}`)
      .join(', ')}`,
  );
  const summary = `All ${ALERTS} alerts checked ${seconds.toFixed(1)} s after the load (budget ${BUDGET_S} s) ${seconds <= BUDGET_S ? 'ok' : 'OVER'}; server CPU ${cpu.toFixed(1)} s`;
  console.log(summary);
  return `${summary}; load ${((loaded - loadStarted) / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
