// Recomputing the DCC history of the bench tenant (5,000 products × 20 retailers × 365 days = 36.5 M product
// pages) after a version change: on a copy of the kept tenant, applies a version weighted otherwise than the
// default criteria (the macro and every day rollup of the customer, in one transaction, as the job
// `dcc-recompute` does) and prints the time against the 60 s budget, beside a floor: one pass over the same
// pages computing their average score. It checks that the average moved. It reports; it does not fail.
// --record appends the figures to docs/performance.md. Needs the bench tenant kept in BENCH_DATA_DIR.
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { dccScoreCall } from '../src/analytics/engine/dccVersionSql';
import { defaultDccDefinition } from '../src/analytics/engine/dccCriteria';
import { applyDccVersion } from '../src/analytics/dccVersions';
import { openAnalytics } from '../src/plugins/analytics';
import { onKeptTenantCopy } from './benchTenant';

const BUDGET_S = 60;

const seconds = (started: number) => (performance.now() - started) / 1000;

async function averageScore(
  connection: DuckDBConnection,
  customerId: number,
): Promise<{ value: number; rows: number }> {
  const reader = await connection.runAndReadAll(
    `SELECT avg(CASE WHEN f.listed THEN ${dccScoreCall()} END)::DOUBLE, count(*)::DOUBLE FROM fact_daily f WHERE f.customer_id = $1`,
    [customerId],
  );
  const [value, rows] = reader.getRows()[0] ?? [];
  return { value: Number(value), rows: Number(rows) };
}

/** The average of the product-day rollup, which the recompute rebuilds (what the widgets read). */
async function rollupAverage(connection: DuckDBConnection, customerId: number): Promise<number> {
  const reader = await connection.runAndReadAll(
    'SELECT (sum(dcc_score_s) / sum(dcc_score_n))::DOUBLE FROM fact_product_daily WHERE customer_id = $1',
    [customerId],
  );
  return Number(reader.getRows()[0]?.[0]);
}

await onKeptTenantCopy('shelfsight-bench-dcc-', async (dataDir, customerId) => {
  let started = performance.now();
  const analytics = await openAnalytics(path.join(dataDir, 'analytics.duckdb'));
  console.log(`Opened the store in ${seconds(started).toFixed(1)} s (fact-schema steps not yet applied run then).`);
  const connection = await analytics.connect();
  try {
    started = performance.now();
    const before = await averageScore(connection, customerId);
    const floor = seconds(started);
    const rollupBefore = await rollupAverage(connection, customerId);
    // The default criteria reweighted: most of the score on the extended content, the first rule of each group off.
    const defaults = defaultDccDefinition();
    const definition = {
      groups: defaults.groups.map((group, index) => ({
        ...group,
        weight: [0.2, 0.2, 0.6][index] ?? 0,
        components: group.components.map((component, c) => ({ ...component, disabled: c === 0 })),
      })),
    };
    const load = machineLoad();
    started = performance.now();
    await applyDccVersion(connection, customerId, { versionId: 2, definition });
    const recompute = seconds(started);
    const after = await averageScore(connection, customerId);
    const rollupAfter = await rollupAverage(connection, customerId);
    const verdict = recompute <= BUDGET_S ? 'PASS' : 'OVER';
    console.log(
      `DCC recompute of ${before.rows.toLocaleString('en')} product pages: ${recompute.toFixed(1)} s (budget ${BUDGET_S} s) ${verdict}; ` +
        `floor (one pass scoring every page) ${floor.toFixed(1)} s; machine load ${load}.`,
    );
    console.log(
      `Average score ${before.value.toFixed(2)} → ${after.value.toFixed(2)} over the pages, ` +
        `${rollupBefore.toFixed(2)} → ${rollupAfter.toFixed(2)} in the product-day rollup.`,
    );
    if (Math.abs(after.value - rollupAfter) > 1e-6 || Math.abs(after.value - before.value) < 0.5)
      console.error('The rollup does not agree with the pages, or the score did not move: the recompute is wrong.');
    if (recordRequested())
      await recordFigures('bench:dcc', {
        floor: `one pass scoring every page ${floor.toFixed(1)} s`,
        figures: `recompute ${recompute.toFixed(1)} s for ${(before.rows / 1e6).toFixed(1)} M pages`,
        note: `${verdict} (budget ${BUDGET_S} s); load ${load}`,
      });
  } finally {
    connection.closeSync();
    analytics.close();
  }
});
