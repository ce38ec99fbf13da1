import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { IngestJob } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';
import { openClickHouseFacts } from '../factStore/clickhouseFactStore';
import { type FactStore, rowsOfColumns } from '../factStore/factStore';
import { type IngestTarget, runIngest } from './runIngest';

// Ingestion into a ClickHouse fact store (chdb in process): the same staging and checks on DuckDB, the
// validated rows stored in ClickHouse's fact_daily, a reload replacing the same keys, the load recorded in
// ClickHouse's fact_loads (DuckDB's has none). Stored values are compared with a plain reading of the file.

const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating';

let f: IngestFixture;
let clickhouse: FactStore;
let folder: string;
let files = 0;

beforeAll(async () => {
  f = await ingestFixture();
  clickhouse = await openClickHouseFacts();
  folder = await mkdtemp(path.join(os.tmpdir(), 'ingest-clickhouse-test-'));
}, 120_000);
afterAll(async () => {
  // chdb runs one session per process: closed here for the next file of the worker.
  await clickhouse?.close();
  await f?.t.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function csvFile(lines: string[], header = HEADER): Promise<string> {
  files += 1;
  const file = path.join(folder, `file-${files}.csv`);
  await writeFile(file, `${header}\n${lines.join('\n')}\n`);
  return file;
}

/** Runs one load and keeps its states in order and its final job fields. */
async function ingest(file: string, facts: FactStore | undefined, loadId = crypto.randomUUID()) {
  const target: IngestTarget = {
    db: f.t.app.db,
    connect: () => f.t.app.analytics.connect(),
    customerId: f.acme,
    access: { all: true },
    loadId,
    facts,
  };
  const states: string[] = [];
  const job: Partial<IngestJob> = {};
  await runIngest(target, { format: 'csv', file }, (patch) => {
    if (patch.state) states.push(patch.state);
    Object.assign(job, patch);
  });
  return { job, states, loadId };
}

interface StoredFact {
  key: string;
  listed: boolean;
  inStock: boolean | null;
  sellingPrice: number | null;
  originalPrice: number | null;
  currency: string | null;
  reviewCount: number | null;
  rating: number | null;
  mapPrice: number | null;
}

async function clickhouseFacts(): Promise<StoredFact[]> {
  const read = await clickhouse.readColumns(
    `SELECT toString(day) AS day, retailer_id, product_id, listed, in_stock, toFloat64(selling_price) AS selling_price,
       toFloat64(original_price) AS original_price, currency, review_count, toFloat64(rating) AS rating,
       toFloat64(map_price) AS map_price
     FROM fact_daily WHERE customer_id = ${f.acme} ORDER BY day, retailer_id, product_id`,
    [],
  );
  return (read.day ?? []).map((day, index) => ({
    key: `${String(day)}|${String(read.retailer_id?.[index])}|${String(read.product_id?.[index])}`,
    listed: Boolean(read.listed?.[index]),
    inStock: read.in_stock?.[index] === null ? null : Boolean(read.in_stock?.[index]),
    sellingPrice: read.selling_price?.[index] as number | null,
    originalPrice: read.original_price?.[index] as number | null,
    currency: read.currency?.[index] as string | null,
    reviewCount: read.review_count?.[index] as number | null,
    rating: read.rating?.[index] as number | null,
    mapPrice: read.map_price?.[index] as number | null,
  }));
}

/**
 * The file read plainly: one fact per (day, retailer, product), the last line of a repeated key winning;
 * empty cells are nulls; the kettle's MAP (20 EUR) applies to EUR rows.
 */
async function expectedFacts(file: string): Promise<StoredFact[]> {
  const retailers: Record<string, number> = { 'amazon-de': f.retailer.amazon, 'otto-de': f.retailer.otto };
  const products: Record<string, number> = { '4006381333931': f.product.kettle, '4006381333948': f.product.toaster };
  const byKey = new Map<string, StoredFact>();
  const lines = (await readFile(file, 'utf8')).trim().split('\n').slice(1);
  for (const line of lines) {
    const [day, retailer, gtin, listed, inStock, selling, original, currency, reviews, rating] = line.split(',');
    const product = products[gtin ?? ''];
    const number = (text: string | undefined) => (text ? Number(text) : null);
    const key = `${day}|${retailers[retailer ?? '']}|${product}`;
    byKey.set(key, {
      key,
      listed: listed === 'true',
      inStock: listed === 'true' && inStock ? inStock === 'true' : null,
      sellingPrice: number(selling),
      originalPrice: number(original),
      currency: currency || null,
      reviewCount: number(reviews),
      rating: number(rating),
      mapPrice: product === f.product.kettle && currency === 'EUR' ? 20 : null,
    });
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const sortedByKey = (facts: StoredFact[]) => [...facts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The load's row in ClickHouse's fact_loads, where the facts are; DuckDB's must have none. */
async function factLoad(loadId: string) {
  const inDuckdb = await f.t.app.analytics.connection.runAndReadAll(
    'SELECT count(*)::INTEGER FROM fact_loads WHERE load_id = $1',
    [loadId],
  );
  expect(inDuckdb.getRows()[0]?.[0]).toBe(0);
  return rowsOfColumns(
    await clickhouse.readColumns(
      `SELECT state, source, toInt32(daily_rows) AS daily_rows, toString(day_from) AS day_from, toString(day_to) AS day_to
       FROM fact_loads FINAL WHERE load_id = {p1:String}`,
      [loadId],
    ),
  );
}

const FIRST = [
  '2026-05-01,amazon-de,4006381333931,true,true,17.49,19.99,EUR,128,4.3',
  '2026-05-01,otto-de,4006381333931,true,false,18.00,,EUR,12,4.1',
  '2026-05-01,amazon-de,4006381333948,false,,,,,,',
  '2026-05-02,amazon-de,4006381333931,true,true,17.99,,EUR,130,4.4',
  // The same key again: this later line is the one stored.
  '2026-05-02,amazon-de,4006381333931,true,true,16.99,,EUR,131,4.4',
];
const SECOND = [
  '2026-05-01,amazon-de,4006381333931,true,false,15.49,19.99,EUR,140,4.2',
  '2026-05-01,otto-de,4006381333931,true,true,18.50,21.00,EUR,13,4.0',
  '2026-05-01,amazon-de,4006381333948,true,true,29.90,,EUR,5,3.9',
  '2026-05-02,amazon-de,4006381333931,true,true,16.49,,EUR,132,4.5',
];

describe('ingestion into a ClickHouse fact store', () => {
  it('stores the file in ClickHouse with the values of the file, and records the load in fact_loads', async () => {
    const file = await csvFile(FIRST);
    const duckdbBefore = await f.facts(f.acme);
    const { job, states, loadId } = await ingest(file, clickhouse);
    expect(states).toEqual(['reading', 'validating', 'storing', 'done']);
    expect(job).toMatchObject({ rowsRead: 5, rowsValid: 5, rowsStored: 4, rowsReplaced: 0 });
    const expected = await expectedFacts(file);
    expect(expected).toHaveLength(4);
    expect(await clickhouseFacts()).toEqual(expected);
    expect(await factLoad(loadId)).toEqual([
      { state: 'ready', source: 'ingest', daily_rows: 4, day_from: '2026-05-01', day_to: '2026-05-02' },
    ]);
    // The facts went to ClickHouse only.
    expect(await f.facts(f.acme)).toEqual(duckdbBefore);
  });

  it('replaces the same keys when a file is loaded again: one row per key, the last file’s values', async () => {
    const second = await csvFile(SECOND);
    const once = await ingest(second, clickhouse);
    expect(once.job).toMatchObject({ state: 'done', rowsStored: 4, rowsReplaced: 4 });
    const again = await ingest(second, clickhouse);
    expect(again.job).toMatchObject({ state: 'done', rowsStored: 4, rowsReplaced: 4 });
    const stored = await clickhouseFacts();
    expect(new Set(stored.map((fact) => fact.key)).size).toBe(stored.length);
    expect(stored).toEqual(await expectedFacts(second));
  });

  it('keeps stored keys a new file does not name and adds its new keys', async () => {
    const before = await clickhouseFacts();
    const file = await csvFile([
      '2026-05-02,amazon-de,4006381333931,true,true,14.99,,EUR,133,4.5',
      '2026-05-03,otto-de,4006381333948,true,true,31.00,,EUR,2,5',
    ]);
    const { job } = await ingest(file, clickhouse);
    expect(job).toMatchObject({ state: 'done', rowsStored: 2, rowsReplaced: 1 });
    const fromFile = await expectedFacts(file);
    const fileKeys = new Set(fromFile.map((fact) => fact.key));
    const expected = sortedByKey([...before.filter((fact) => !fileKeys.has(fact.key)), ...fromFile]);
    expect(await clickhouseFacts()).toEqual(expected);
  });

  it("rebuilds the store's monthly rollup of the months a load touched from the stored facts", async () => {
    const rollup = await clickhouse.readColumns(
      `SELECT toInt64(sum(days_observed)) AS observed, toInt64(sum(price_days)) AS priced,
         toFloat64(sum(selling_price_sum)) AS price_sum
       FROM fact_daily_monthly WHERE customer_id = ${f.acme} AND month = '2026-05-01'`,
      [],
    );
    const stored = (await clickhouseFacts()).filter((fact) => fact.key.startsWith('2026-05-'));
    const priced = stored.filter((fact) => fact.sellingPrice !== null);
    expect(stored.length).toBeGreaterThan(0);
    expect(Number(rollup.observed?.[0])).toBe(stored.length);
    expect(Number(rollup.priced?.[0])).toBe(priced.length);
    expect(Number(rollup.price_sum?.[0])).toBeCloseTo(
      priced.reduce((sum, fact) => sum + (fact.sellingPrice ?? 0), 0),
      6,
    );
  });

  it('stores a file that takes the full checks (loosely written values) as its plain reading', async () => {
    const file = await csvFile(['2026-05-04,amazon-de,4006381333931, True ,yes,12.5,,eur,+7,4']);
    const { job } = await ingest(file, clickhouse);
    expect(job).toMatchObject({ state: 'done', rowsStored: 1 });
    const stored = (await clickhouseFacts()).filter((fact) => fact.key.startsWith('2026-05-04|'));
    expect(stored).toEqual([
      {
        key: `2026-05-04|${f.retailer.amazon}|${f.product.kettle}`,
        listed: true,
        inStock: true,
        sellingPrice: 12.5,
        originalPrice: null,
        currency: 'EUR',
        reviewCount: 7,
        rating: 4,
        mapPrice: 20,
      },
    ]);
  });

  it('stores times, texts and ids as the file gives them', async () => {
    const header = 'day,retailerId,productId,listed,sellingPrice,currency,priceType,stockText,observedAt';
    const lines = [
      `2026-05-06,${f.retailer.otto},${f.product.toaster},true,9.99,EUR,EXCL,Only 3 left,2026-05-06T06:15:30Z`,
      `2026-05-06,${f.retailer.amazon},${f.product.toaster},true,10.49,EUR,INCL,,2026-05-06T08:00:00+02:00`,
    ];
    const { job } = await ingest(await csvFile(lines, header), clickhouse);
    expect(job).toMatchObject({ state: 'done', rowsStored: 2 });
    const read = await clickhouse.readColumns(
      `SELECT retailer_id, toFloat64(selling_price) AS price, price_type, stock_text,
         toUnixTimestamp64Milli(downloaded_at) AS observed_ms, in_stock, promotion, offer_count
       FROM fact_daily WHERE customer_id = ${f.acme} AND day = '2026-05-06' ORDER BY retailer_id`,
      [],
    );
    const fromFile = lines
      .map((line) => line.split(','))
      .map(([, retailer, , , price, , priceType, stockText, observedAt]) => ({
        retailer: Number(retailer),
        price: Number(price),
        priceType,
        stockText: stockText || null,
        observedMs: Date.parse(observedAt ?? ''),
      }))
      .sort((a, b) => a.retailer - b.retailer);
    expect(
      (read.retailer_id ?? []).map((retailer, index) => ({
        retailer,
        price: read.price?.[index],
        priceType: read.price_type?.[index],
        stockText: read.stock_text?.[index],
        observedMs: Number(read.observed_ms?.[index]),
      })),
    ).toEqual(fromFile);
    // A file without stock, promotion or offer counts stores unknown stock, no promotion and no offers.
    expect(read.in_stock).toEqual([null, null]);
    expect(read.promotion).toEqual([false, false]);
    expect(read.offer_count).toEqual([0, 0]);
  });

  it('fails a load whose store step fails after the delete without recording it; its next try stores the file', async () => {
    const file = await csvFile([
      '2026-05-07,amazon-de,4006381333931,true,true,11.11,,EUR,1,4.1',
      '2026-05-07,otto-de,4006381333931,true,true,12.12,,EUR,2,4.2',
    ]);
    await ingest(file, clickhouse);
    let failed = 0;
    const failingAttach: FactStore = {
      ...clickhouse,
      async run(...statements) {
        if (statements.some((statement) => statement.startsWith('ALTER TABLE fact_daily ATTACH')) && failed === 0) {
          failed += 1;
          throw new Error('the server went away');
        }
        return clickhouse.run(...statements);
      },
    };
    const loadId = crypto.randomUUID();
    await expect(ingest(file, failingAttach, loadId)).rejects.toThrow('the server went away');
    expect(failed).toBe(1);
    expect(await factLoad(loadId)).toEqual([]);
    const retried = await ingest(file, failingAttach, loadId);
    expect(retried.job).toMatchObject({ state: 'done', rowsStored: 2 });
    expect((await clickhouseFacts()).filter((fact) => fact.key.startsWith('2026-05-07|'))).toEqual(
      await expectedFacts(file),
    );
    expect(await factLoad(loadId)).toMatchObject([{ state: 'ready', daily_rows: 2 }]);
  });

  it('rejects a file with problems as DuckDB does and stores nothing', async () => {
    const before = await clickhouseFacts();
    const file = await csvFile([
      '2026-05-05,amazon-de,4006381333931,true,true,17.49,,EUR,128,4.3',
      '2026-05-05,amazon-de,9999999999999,true,true,abc,,EUR,128,9',
    ]);
    const onClickHouse = await ingest(file, clickhouse);
    const onDuckdb = await ingest(file, undefined);
    expect(onClickHouse.states).toEqual(['reading', 'validating', 'rejected']);
    expect(onClickHouse.job.problemCount).toBeGreaterThanOrEqual(3);
    expect(onClickHouse.job.problems?.map((problem) => [problem.row, problem.column])).toEqual(
      expect.arrayContaining([
        [3, 'sellingPrice'],
        [3, 'rating'],
      ]),
    );
    expect(onClickHouse.job).toEqual(onDuckdb.job);
    expect(onClickHouse.states).toEqual(onDuckdb.states);
    expect(await clickhouseFacts()).toEqual(before);
    expect(await factLoad(onClickHouse.loadId)).toEqual([]);
  });
});
