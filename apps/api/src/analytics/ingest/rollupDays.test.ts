import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { IngestJob } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';
import { dayRollupTables } from '../engine/dayRollups';
import { factTestStore } from '../engine/testing/engineFixture';
import { openClickHouseFacts } from '../factStore/clickhouseFactStore';
import type { FactStore } from '../factStore/factStore';
import { rebuildMonthlyRollup } from '../monthlyRollup';
import { type IngestTarget, runIngest } from './runIngest';

// A load rebuilds the day rollups of its own days and the week rollups of their weeks only (the monthly rollups
// of its months): after a load of a few days into months that hold other days, every rollup must equal a rebuild
// of all the customer's rollups from the stored facts. On DuckDB, or with FACTS_TEST_STORE=clickhouse on
// ClickHouse in process.

const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating';
const KETTLE = '4006381333931';
const TOASTER = '4006381333948';
const ROLLUPS = ['fact_daily_monthly', ...dayRollupTables];

let f: IngestFixture;
let clickhouse: FactStore | undefined;
let folder: string;

beforeAll(async () => {
  f = await ingestFixture();
  if (factTestStore === 'clickhouse') clickhouse = await openClickHouseFacts();
  folder = await mkdtemp(path.join(os.tmpdir(), 'ingest-rollup-days-test-'));
}, 120_000);
afterAll(async () => {
  await clickhouse?.close();
  await f?.t.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function load(name: string, lines: string[]): Promise<Partial<IngestJob>> {
  const file = path.join(folder, `${name}.csv`);
  await writeFile(file, `${HEADER}\n${lines.join('\n')}\n`);
  const target: IngestTarget = {
    db: f.t.app.db,
    connect: () => f.t.app.analytics.connect(),
    customerId: f.acme,
    access: { all: true },
    loadId: crypto.randomUUID(),
    facts: clickhouse,
  };
  const job: Partial<IngestJob> = {};
  await runIngest(target, { format: 'csv', file }, (patch) => Object.assign(job, patch));
  return job;
}

/** Every day from `from` to `to` (inclusive), as YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** Observations of both retailers and both products on each day, prices varying by day. */
function observations(days: string[], cents: number): string[] {
  return days.flatMap((day, index) => [
    `${day},amazon-de,${KETTLE},true,true,${(17 + ((index * cents) % 300) / 100).toFixed(2)},19.99,EUR,${100 + index},4.3`,
    `${day},otto-de,${KETTLE},true,${index % 3 === 0 ? 'false' : 'true'},${(18 + ((index * 7) % 200) / 100).toFixed(2)},,EUR,${10 + index},4.1`,
    `${day},amazon-de,${TOASTER},true,true,${(29 + ((index * cents) % 90) / 100).toFixed(2)},,EUR,${5 + index},3.9`,
  ]);
}

/** A rollup's rows of the customer, each as one line of its values (doubles to 10 significant digits). */
async function rollupRows(table: string): Promise<string[]> {
  const text = (value: unknown) =>
    typeof value === 'number' ? Number(value.toPrecision(10)).toString() : value === null ? 'null' : String(value);
  if (clickhouse) {
    const read = await clickhouse.readColumns(`SELECT * FROM ${table} WHERE customer_id = ${f.acme} ORDER BY ALL`, []);
    const columns = Object.values(read);
    return (columns[0] ?? []).map((_, row) => columns.map((column) => text(column[row])).join('|'));
  }
  const reader = await f.t.app.analytics.connection.runAndReadAll(
    `SELECT * FROM ${table} WHERE customer_id = $1 ORDER BY ALL`,
    [f.acme],
  );
  return reader
    .getRowsJS()
    .map((row) => row.map((value) => text(typeof value === 'bigint' ? Number(value) : value)).join('|'));
}

async function allRollups(): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of ROLLUPS) rows[table] = await rollupRows(table);
  return rows;
}

describe('rollups after a load of a few days', () => {
  it('equal a rebuild of all rollups from the stored facts, weeks across months included', async () => {
    // Five weeks over April and May, then three days again (one of them in a week that starts in April) and a new key.
    const first = await load('month', observations(daysBetween('2026-04-20', '2026-05-24'), 13));
    expect(first.state).toBe('done');
    const again = [
      ...observations(['2026-04-28', '2026-05-03', '2026-05-12'], 57),
      `2026-05-12,otto-de,${TOASTER},true,false,31.50,,EUR,2,4.0`,
    ];
    const second = await load('days', again);
    expect(second).toMatchObject({ state: 'done', rowsStored: 10, rowsReplaced: 9 });

    const afterLoad = await allRollups();
    // The second file's own values: the kettle's product-day of 2026-05-03 sums its two retailers' prices.
    const kettleDay = again
      .map((line) => line.split(','))
      .filter(([day, , gtin]) => day === '2026-05-03' && gtin === KETTLE)
      .reduce((sum, fields) => sum + Number(fields[5]), 0);
    const stored = clickhouse
      ? await clickhouse.readColumns(
          `SELECT toFloat64(price_sell_s) AS s FROM fact_product_daily WHERE customer_id = ${f.acme} AND day = '2026-05-03' AND product_id = ${f.product.kettle}`,
          [],
        )
      : {
          s: (
            await f.t.app.analytics.connection.runAndReadAll(
              `SELECT price_sell_s AS s FROM fact_product_daily WHERE customer_id = $1 AND day = '2026-05-03' AND product_id = $2`,
              [f.acme, f.product.kettle],
            )
          ).getRowsJS()[0],
        };
    expect(Number(stored.s?.[0])).toBeCloseTo(kettleDay, 6);
    expect(afterLoad.fact_product_daily?.length).toBeGreaterThan(0);
    expect(afterLoad.fact_pair_weekly?.length).toBeGreaterThan(0);

    await rebuildMonthlyRollup(clickhouse ?? f.t.app.analytics.connection, f.acme);
    expect(await allRollups()).toEqual(afterLoad);
  }, 120_000);
});
