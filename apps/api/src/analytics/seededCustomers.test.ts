import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishLoad, seededCustomers, startLoad } from './factLoads';
import { migrateFacts } from './migrateFacts';

let instance: DuckDBInstance;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
});
afterAll(() => instance.closeSync());

/** Records a load of `source` for `customerId` that ends in `state` (or stays loading), `at` seconds after 2026. */
async function load(
  connection: Awaited<ReturnType<DuckDBInstance['connect']>>,
  customerId: number,
  source: string,
  state: 'ready' | 'failed' | 'loading',
  at: number,
) {
  const loadId = `${customerId}-${source}-${at}`;
  await startLoad(connection, { loadId, customerId, source, dayFrom: '2026-01-01', dayTo: '2026-01-31' });
  await connection.run(
    `UPDATE fact_loads SET started_at = TIMESTAMP '2026-01-01' + INTERVAL (${at}) SECOND WHERE load_id = $1`,
    [loadId],
  );
  if (state !== 'loading') await finishLoad(connection, loadId, { state, dailyRows: 10 });
}

describe('seededCustomers', () => {
  it('names the customers whose latest load of the source is ready, and no others', async () => {
    const connection = await instance.connect();
    await migrateFacts(connection);
    await load(connection, 1, 'seed', 'ready', 1);
    await load(connection, 2, 'seed', 'ready', 1);
    await load(connection, 2, 'seed', 'loading', 2); // a later load cut off: not complete
    await load(connection, 3, 'seed', 'failed', 1);
    await load(connection, 3, 'seed', 'ready', 2); // ready after a failure
    await load(connection, 4, 'upload', 'ready', 1); // another source only
    expect((await seededCustomers(connection, 'seed')).sort((a, b) => a - b)).toEqual([1, 3]);
    expect(await seededCustomers(connection, 'upload')).toEqual([4]);
    connection.closeSync();
  });
});
