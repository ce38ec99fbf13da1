import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leastBusy, readRows, withReadsHeld } from './runMetricQuery';

let instance: DuckDBInstance;
let first: Awaited<ReturnType<DuckDBInstance['connect']>>;
let second: Awaited<ReturnType<DuckDBInstance['connect']>>;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  first = await instance.connect();
  second = await instance.connect();
});
afterAll(() => {
  first.closeSync();
  second.closeSync();
  instance.closeSync();
});

describe('the read queues of the store connections', () => {
  it('give the next query to the connection with the fewest queued', async () => {
    const busy = readRows(first, 'SELECT count(*) AS n FROM range(3000000)', []);
    expect(leastBusy([first, second])).toBe(second);
    await busy;
    expect(leastBusy([first, second])).toBe(first);
  });

  it('hold back reads queued while store-wide work runs, and let it start only after the earlier ones', async () => {
    const order: string[] = [];
    const earlier = readRows(first, 'SELECT count(*) AS n FROM range(2000000)', []).then(() =>
      order.push('earlier read'),
    );
    const held = withReadsHeld([first, second], async () => {
      order.push('work starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('work ends');
    });
    const later = readRows(second, 'SELECT 1 AS one', []).then((rows) =>
      order.push(`later read ${String(rows[0]?.one)}`),
    );
    await Promise.all([earlier, held, later]);
    expect(order).toEqual(['earlier read', 'work starts', 'work ends', 'later read 1']);
  });
});
