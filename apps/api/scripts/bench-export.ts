// A dataset of about a million rows built by the real server on the bench tenant (5,000 products × 20
// retailers × 365 days): selling price and availability per product × retailer × day, once to CSV and once
// to XLSX. Prints for each the rows, the build's wall time and rows/s, and the server's resident memory
// (sampled every 100 ms during the build; the budget is 1 GB) and the file's size. It reports; it does
// not fail. Needs the bench tenant kept in BENCH_DATA_DIR (default apps/api/.data/bench); the datasets
// go into a copy of it.
import path from 'node:path';
import { type Dataset, type DatasetInput, dimensionByCode, metricByCode } from '@shelfsight/contracts';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import { DateTime } from 'luxon';
import { openDatabase } from '../src/db/database';
import { sleep, treeRssMb, withJobsServer } from './benchSupport';
import { benchMember, onKeptTenantCopy } from './benchTenant';

const OWNER = 'admin@acme.test';
const BUDGET_MB = 1024;
/** Days of product × retailer rows: the bench tenant observes about 100,000 pairs a day. */
const DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 10);
/** The summary lines, for --record. */
const recorded: string[] = [];

async function prepare(dataDir: string, customerId: number) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await benchMember(database.db, customerId, OWNER);
  } finally {
    await database.close();
  }
}

async function measure(port: number, customerId: number, pid: number) {
  const base = `http://127.0.0.1:${port}/api/customer/${customerId}`;
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: 'Demo-Password-1' }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const toDate = DateTime.utc().minus({ days: 1 });
  const input = (fileType: 'csv' | 'xlsx'): DatasetInput => ({
    subject: `Bench dataset ${fileType}`,
    fileType,
    metricIds: [metricByCode('PRICE_SELL')?.id ?? 0, metricByCode('AVAILABILITY')?.id ?? 0],
    dimensionIds: [dimensionByCode('PRODUCT')?.id ?? 0, dimensionByCode('RETAILER')?.id ?? 0],
    dateGrouping: 'DAY',
    fromDate: toDate.minus({ days: DAYS - 1 }).toISODate() as string,
    toDate: toDate.toISODate() as string,
  });
  console.log(`Server resident before: ${(await treeRssMb(pid)).toFixed(0)} MB`);
  for (const fileType of ['csv', 'xlsx'] as const) {
    const started = performance.now();
    const created = await fetch(`${base}/dataset/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(input(fileType)),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as Dataset;
    let peakMb = 0;
    let dataset: Dataset;
    let lastShown = -1;
    for (;;) {
      peakMb = Math.max(peakMb, await treeRssMb(pid));
      dataset = (await (await fetch(`${base}/dataset/${id}`, { headers: auth })).json()) as Dataset;
      if (dataset.status === 'D' || dataset.status === 'F') break;
      if (dataset.progress >= lastShown + 20) {
        lastShown = dataset.progress;
        console.log(`  ${fileType}: ${dataset.status} ${dataset.progress} % (${dataset.rowsWritten} rows)`);
      }
      await sleep(100);
    }
    const seconds = (performance.now() - started) / 1000;
    if (dataset.status === 'F') throw new Error(`the ${fileType} build failed: ${dataset.error}`);
    const line =
      `${fileType.toUpperCase()}: ${dataset.rowsWritten.toLocaleString('en')} rows in ${seconds.toFixed(1)} s = ` +
      `${Math.round(dataset.rowsWritten / seconds).toLocaleString('en')} rows/s; file ${((dataset.fileSize ?? 0) / 1024 / 1024).toFixed(0)} MB; ` +
      `server peak resident ${peakMb.toFixed(0)} MB (budget ${BUDGET_MB} MB) ${peakMb <= BUDGET_MB ? 'ok' : 'OVER'}`;
    console.log(line);
    recorded.push(line);
  }
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  await onKeptTenantCopy('shelfsight-bench-export-', async (dataDir, customerId) => {
    await prepare(dataDir, customerId);
    await withJobsServer(dataDir, (port, server) => measure(port, customerId, server.pid ?? 0));
  });
  if (recordRequested()) await recordFigures('bench:export', { floor, figures: recorded.join('; ') });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
