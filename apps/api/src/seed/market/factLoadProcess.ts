// The child process of the server's background market-data load. It generates the demo facts into a
// DuckDB file of its own (a DuckDB file has one writer process at a time, and the server holds its
// store open), so the generator's memory leaves with this process instead of staying in the server.
// Protocol: one FactLoadRequest message in; progress messages, then done or failed, out.
import { Worker } from 'node:worker_threads';
import { DuckDBInstance } from '@duckdb/node-api';
import { migrateFacts } from '../../analytics/migrateFacts';
import { loadTenantFacts } from './loadTenantFacts';
import type { MarketCatalogue } from './marketCatalogue';

export interface FactLoadRequest {
  /** The DuckDB file to create and fill; the parent imports it and removes it. */
  file: string;
  seed: number;
  lastDay: number;
  tenants: { catalogue: MarketCatalogue; days: number; details: boolean }[];
}

export type FactLoadMessage =
  | { type: 'progress'; dailyRows: number }
  | { type: 'done'; tenants: { customerId: number; dailyRows: number }[] }
  | { type: 'failed'; message: string };

const CHILD_MEMORY_LIMIT = '256MB';
/** How often the watcher thread looks for the server's death. */
const PARENT_CHECK_MS = 250;

const send = (message: FactLoadMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, undefined, () => resolve());
  });

async function run(request: FactLoadRequest): Promise<void> {
  // One thread: the generator is single-threaded JS anyway, and the server keeps the other core.
  // Written blocks go to the file instead of staying cached: without a limit DuckDB keeps them all
  // (the demo load then peaked at 1.2 GB in this process).
  const instance = await DuckDBInstance.create(request.file, { threads: '1', memory_limit: CHILD_MEMORY_LIMIT });
  const connection = await instance.connect();
  try {
    await migrateFacts(connection);
    const loaded: { customerId: number; dailyRows: number }[] = [];
    let total = 0;
    for (const tenant of request.tenants) {
      const before = total;
      const result = await loadTenantFacts(
        connection,
        tenant.catalogue,
        { seed: request.seed, lastDay: request.lastDay, days: tenant.days, details: tenant.details },
        (_dayIndex, dailyRows) => send({ type: 'progress', dailyRows: before + dailyRows }),
      );
      total = before + result.dailyRows;
      loaded.push({ customerId: tenant.catalogue.customerId, dailyRows: result.dailyRows });
    }
    // A checkpoint folds the WAL into the file, so the parent attaches one complete file.
    await connection.run('CHECKPOINT');
    connection.closeSync();
    instance.closeSync();
    await send({ type: 'done', tenants: loaded });
  } catch (error) {
    connection.closeSync();
    instance.closeSync();
    throw error;
  }
}

// This process must not outlive the server, whatever ends it (a kill -9 runs no handler there). Linux
// has no parent-death signal Node can ask for, but the kernel closes the IPC socket when the server
// dies, which ends the channel here ('disconnect'). That event needs this thread, which the generation
// keeps busy for seconds at a time; so a worker thread of its own watches the parent id too (a dead
// server's children are adopted by init or a subreaper) and ends the process from there.
// Either way the half-written file is left for the next server to remove.
process.once('disconnect', () => process.exit(1));
const PARENT_WATCH = `
  const parentPid = ${process.ppid};
  setInterval(() => {
    if (process.ppid !== parentPid) process.kill(process.pid, 'SIGKILL');
  }, ${PARENT_CHECK_MS});
`;
new Worker(PARENT_WATCH, { eval: true }).unref();

process.once('message', (request: FactLoadRequest) => {
  // For the kill test only: reports one row, then stays busy instead of generating, so the test kills
  // the server with its children surely running (a timer keeps this process alive as the generator's
  // work does).
  if (process.env.SHELFSIGHT_TEST_HOLD_MARKET_GENERATION === '1') {
    setInterval(() => undefined, 1000);
    void send({ type: 'progress', dailyRows: 1 });
    return;
  }
  run(request).then(
    () => process.exit(0),
    async (error: unknown) => {
      await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});
