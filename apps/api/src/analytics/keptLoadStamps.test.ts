import { describe, expect, it } from 'vitest';
import { factsChanged, keptLoadStamps } from './factLoads';
import { duckdbDialect } from './factStore/factDialect';
import type { FactColumns, FactStore } from './factStore/factStore';

/** A store that answers every read with `read` (the loads' columns). */
function storeReading(read: () => Promise<FactColumns>): FactStore {
  const unused = () => Promise.reject(new Error('not read by load stamps'));
  return { dialect: duckdbDialect, holds: () => true, readColumns: read, run: unused, insert: unused, close: unused };
}

/** A fact store whose fact_loads answer is `loads`, counting the reads. */
function fakeStore() {
  const store = { reads: 0, loads: 1, running: 0 };
  const loads = storeReading(async () => {
    store.reads += 1;
    return { loads: [store.loads], running: [store.running], last_change: [store.loads * 1000], last_ready: [1000] };
  });
  return { store, stamps: keptLoadStamps(loads) };
}

describe('keptLoadStamps', () => {
  it('reads fact_loads once per customer until a writer tells of a change', async () => {
    const { store, stamps } = fakeStore();
    const customerId = 9_001;
    const [first, second] = await Promise.all([stamps(customerId), stamps(customerId)]);
    expect(second).toEqual(first);
    expect(await stamps(customerId)).toEqual(first);
    expect(store.reads).toBe(1);

    store.loads = 2;
    store.running = 1;
    factsChanged(customerId);
    const during = await stamps(customerId);
    expect(during.loading).toBe(true);
    expect(during.stamp).not.toBe(first.stamp);
    expect(store.reads).toBe(2);
  });

  it('keeps customers apart and reads again after a failed read', async () => {
    let fail = true;
    const stamps = keptLoadStamps(
      storeReading(async () => {
        if (fail) throw new Error('busy');
        return { loads: [1], running: [0], last_change: [5], last_ready: [5] };
      }),
    );
    await expect(stamps(9_002)).rejects.toThrow('busy');
    fail = false;
    expect(await stamps(9_002)).toMatchObject({ stamp: '1:5', loading: false });
  });
});
