import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayRollupTables } from './engine/dayRollups';
import { openClickHouseFacts } from './factStore/clickhouseFactStore';
import type { FactStore } from './factStore/factStore';
import type { FactRow } from './factWriter';
import { rebuildMonthlyRollup } from './monthlyRollup';

// The rollups of a ClickHouse store (chdb in process) are swapped in per customer and month: a reader that reads
// while they are rebuilt finds every month's old rows or its new ones, never none.

const CUSTOMER = 7;
const OTHER_CUSTOMER = 8;
const RETAILER = 3;
const DAY_MS = 86_400_000;
const epochDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const rollupTables = ['fact_daily_monthly', ...dayRollupTables];

/** One listed, priced observation per product and day from `first` to `last`. */
function dailyRows(customerId: number, products: readonly number[], first: string, last: string): FactRow[] {
  const rows: FactRow[] = [];
  for (let day = epochDay(first); day <= epochDay(last); day += 1)
    for (const productId of products)
      rows.push({
        customer_id: customerId,
        retailer_id: RETAILER,
        product_id: productId,
        day,
        listed: true,
        in_stock: day % 3 !== 0,
        selling_price: 10 + productId,
        currency: 'EUR',
        promotion: false,
        promotion_count: 0,
        award_count: 0,
        offer_count: 1,
      });
  return rows;
}

let store: FactStore;

beforeAll(async () => {
  store = await openClickHouseFacts();
  // Another customer's rows share the months: a swap must leave them as they are.
  await store.insert('fact_daily', [
    ...dailyRows(CUSTOMER, [1, 2, 3], '2024-01-01', '2024-03-31'),
    ...dailyRows(OTHER_CUSTOMER, [1], '2024-01-01', '2024-03-31'),
  ]);
  await rebuildMonthlyRollup(store, CUSTOMER);
  await rebuildMonthlyRollup(store, OTHER_CUSTOMER);
});
afterAll(async () => {
  await store?.close();
});

/** Each rollup table's rows of the customer, read in one statement. */
async function rollupCounts(customerId: number): Promise<Record<string, number>> {
  const columns = await store.readColumns(
    `SELECT ${rollupTables
      .map((table) => `(SELECT toInt64(count()) FROM ${table} WHERE customer_id = ${customerId}) AS ${table}`)
      .join(', ')}`,
    [],
  );
  return Object.fromEntries(rollupTables.map((table) => [table, Number(columns[table]?.[0])]));
}

/** Runs the rebuild while a reader reads the counts again and again until it ends; returns what the reader saw. */
async function countsDuring(rebuild: () => Promise<void>): Promise<Record<string, number>[]> {
  const seen: Record<string, number>[] = [];
  let done = false;
  const reader = (async () => {
    while (!done) seen.push(await rollupCounts(CUSTOMER));
  })();
  try {
    await rebuild();
  } finally {
    done = true;
    await reader;
  }
  return seen;
}

describe('rollups rebuilt on ClickHouse', () => {
  it('never show a reader fewer rows of a month than before, rebuilding some months or all', async () => {
    const before = await rollupCounts(CUSTOMER);
    const otherBefore = await rollupCounts(OTHER_CUSTOMER);
    for (const table of rollupTables) expect(before[table], table).toBeGreaterThan(0);
    // Monthly rollup: one row per (retailer, product, month) of January to March.
    expect(before.fact_daily_monthly).toBe(3 * 3);

    // A fourth product observed in February: its rollups of February (and of the weeks touching it) are added.
    await store.insert('fact_daily', dailyRows(CUSTOMER, [4], '2024-02-01', '2024-02-29'));
    const rebuilds: [string, () => Promise<void>][] = [
      ['February', () => rebuildMonthlyRollup(store, CUSTOMER, { months: ['2024-02-01'] })],
      ['every month', () => rebuildMonthlyRollup(store, CUSTOMER)],
    ];
    let after: Record<string, number> = {};
    for (const [name, rebuild] of rebuilds) {
      const seen = await countsDuring(rebuild);
      after = await rollupCounts(CUSTOMER);
      // The reader read between the rebuild's statements (the in-process store runs one statement at a time).
      expect(seen.length, name).toBeGreaterThan(rollupTables.length);
      for (const counts of seen)
        for (const table of rollupTables) {
          expect(counts[table], `${name}: ${table}`).toBeGreaterThanOrEqual(before[table] ?? 0);
          expect(counts[table], `${name}: ${table}`).toBeLessThanOrEqual(after[table] ?? 0);
        }
    }
    expect(after.fact_daily_monthly).toBe(3 * 3 + 1);
    // Per product the new product's rows are added; per retailer and day the same days, with new values.
    for (const table of rollupTables)
      if (table === 'fact_retailer_daily') expect(after[table], table).toBe(before[table]);
      else expect(after[table], table).toBeGreaterThan(before[table] ?? 0);
    expect(await rollupCounts(OTHER_CUSTOMER)).toEqual(otherBefore);
    const staging = await store.readColumns(
      "SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, 'rollup_staging_')",
      [],
    );
    expect(staging.name ?? []).toEqual([]);
  });

  it('drops the months whose facts are gone', async () => {
    await store.run(`DELETE FROM fact_daily WHERE customer_id = ${CUSTOMER} AND day >= '2024-03-01'`);
    await rebuildMonthlyRollup(store, CUSTOMER, { months: ['2024-03-01'] });
    const months = await store.readColumns(
      `SELECT DISTINCT toString(month) AS month FROM fact_daily_monthly WHERE customer_id = ${CUSTOMER} ORDER BY month`,
      [],
    );
    expect(months.month).toEqual(['2024-01-01', '2024-02-01']);
    const days = await store.readColumns(
      `SELECT toString(max(day)) AS last FROM fact_product_daily WHERE customer_id = ${CUSTOMER}`,
      [],
    );
    expect(days.last).toEqual(['2024-02-29']);
  });

  it("drops the staging tables a killed rebuild of the customer left, not another customer's", async () => {
    const hex = (digit: string) => digit.repeat(32);
    const leftovers = {
      customer: `rollup_staging_${CUSTOMER}_${hex('a')}`,
      // The earlier naming, without a customer.
      unnamed: `rollup_staging_${hex('b')}`,
      other: `rollup_staging_${OTHER_CUSTOMER}_${hex('c')}`,
    };
    for (const name of Object.values(leftovers)) await store.run(`CREATE TABLE ${name} AS fact_daily_monthly`);
    await rebuildMonthlyRollup(store, CUSTOMER, { months: ['2024-01-01'] });
    expect(await stagingTables()).toEqual([leftovers.other]);
    await rebuildMonthlyRollup(store, OTHER_CUSTOMER, { months: ['2024-01-01'] });
    expect(await stagingTables()).toEqual([]);
  });

  it('leaves the staging table of another rebuild of the customer under way in this process', async () => {
    const before = await rollupCounts(CUSTOMER);
    // The first rebuild holds before filling its first staging table until the second has ended.
    let reached: () => void = () => undefined;
    const atGate = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held: FactStore = {
      ...store,
      async run(...statements) {
        if (statements.some((statement) => statement.startsWith('INSERT INTO rollup_staging_'))) {
          reached();
          await gate;
        }
        await store.run(...statements);
      },
    };
    const first = rebuildMonthlyRollup(held, CUSTOMER, { months: ['2024-02-01'] });
    await atGate;
    expect(await stagingTables()).toHaveLength(1);
    await rebuildMonthlyRollup(store, CUSTOMER, { months: ['2024-02-01'] });
    open();
    await first;
    expect(await rollupCounts(CUSTOMER)).toEqual(before);
    expect(await stagingTables()).toEqual([]);
  });
});

/** The rollup staging tables the store holds, by name. */
async function stagingTables(): Promise<string[]> {
  const found = await store.readColumns(
    "SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, 'rollup_staging_') ORDER BY name",
    [],
  );
  return (found.name ?? []).map(String);
}
