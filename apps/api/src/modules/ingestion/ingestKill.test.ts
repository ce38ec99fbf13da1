import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { addDays, type IngestJob, todayInZone } from '@shelfsight/contracts';
import { expect } from 'vitest';
import {
  call,
  killAndRestartTest,
  logged,
  restartAfterKill,
  type ServerProcess,
  signedInAtAcme,
  stopGracefully,
  waitFor,
  waitForRetried,
} from '../../test/serverProcess';

// The real server on embedded databases in a temporary DATA_DIR at the small demo scale: once the demo facts
// are loaded, a load is accepted (202) and its job held before it reads anything. Killed there, restarted:
// the load runs to the end, its facts are stored and its received file is gone.
const HOLD_MESSAGE = 'holding the ingest load before it runs';
// A price no demo observation has, to find the ingested one.
const PRICE = 4321.09;

const spooled = (dataDir: string) => readdir(path.join(dataDir, 'files', 'ingest')).catch(() => [] as string[]);

async function ingestedFacts(dataDir: string, loadId: string) {
  const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'), { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const facts = await connection.runAndReadAll(
      `SELECT customer_id, retailer_id, product_id, strftime(day, '%Y-%m-%d') AS day, selling_price::DOUBLE AS price
       FROM fact_daily WHERE selling_price = ${PRICE}`,
    );
    const loads = await connection.runAndReadAll(
      `SELECT state, daily_rows::INTEGER AS daily_rows FROM fact_loads WHERE load_id = $1`,
      [loadId],
    );
    return { facts: facts.getRowObjectsJS(), loads: loads.getRowObjectsJS() };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

killAndRestartTest(
  'fact load accepted and killed before it ran',
  'runs after a restart: done, its facts stored once, its received file removed',
  { dataDirPrefix: 'shelfsight-ingest-kill-', holdEnv: { SHELFSIGHT_TEST_HOLD_INGEST_LOAD: '1' } },
  async ({ dataDir, held }) => {
    const { token, acme } = await signedInAtAcme(held);
    // The demo load must be done first: it replaces the facts of a tenant it (re)loads.
    await waitFor(
      'the demo market data',
      async () => {
        const health = await call<{ marketData: { state: string } }>(held, token, '/api/health');
        return health.marketData.state === 'ready' ? true : undefined;
      },
      { server: held },
    );
    const [retailer] = await call<{ id: number }[]>(held, token, `/api/customer/${acme}/dashboard/filter/retailers`);
    const [product] = await call<{ id: number }[]>(held, token, `/api/customer/${acme}/dashboard/filter/products`);
    const day = addDays(todayInZone('UTC'), -1);
    const row = {
      day,
      retailerId: retailer?.id,
      productId: product?.id,
      listed: true,
      sellingPrice: PRICE,
      currency: 'EUR',
    };
    const accepted = await fetch(`${held.baseUrl}/api/customer/${acme}/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      body: `${JSON.stringify(row)}\n`,
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as IngestJob;
    await logged(held, HOLD_MESSAGE);
    const statusOn = (server: ServerProcess, bearer: string) =>
      call<IngestJob>(server, bearer, `/api/customer/${acme}/ingest/${id}`);
    expect(await statusOn(held, token)).toMatchObject({ id, state: 'queued', rowsStored: 0 });
    expect(await spooled(dataDir)).toHaveLength(1);

    const server = await restartAfterKill(held, dataDir);
    const { token: again } = await signedInAtAcme(server);
    const done = await waitForRetried(server, 'the load to finish after the restart', async () => {
      const job = await statusOn(server, again);
      return ['done', 'rejected', 'failed'].includes(job.state) ? job : undefined;
    });
    expect(done).toMatchObject({ id, state: 'done', format: 'ndjson', rowsRead: 1, rowsStored: 1, problemCount: 0 });
    expect(await spooled(dataDir)).toEqual([]);
    await stopGracefully(server);
    expect(await ingestedFacts(dataDir, id)).toEqual({
      facts: [{ customer_id: acme, retailer_id: retailer?.id, product_id: product?.id, day, price: PRICE }],
      loads: [{ state: 'ready', daily_rows: 1 }],
    });
  },
);
