import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  type Dataset,
  type DatasetInput,
  dimensionByCode,
  metricByCode,
  todayInZone,
} from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMarketFixture, type MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createTestApp, apiCaller, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';
import { expireDatasets } from './datasetBuild';
import { DATASET_BUILD_JOB, queueDatasetBuild } from './datasetJobs';

const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };

let t: TestApp;
let acme = 0;
let adminId = 0;
let fixture: MarketFixture;

beforeAll(async () => {
  t = await createTestApp({ env: JOBS_ENV });
  await t.app.ready();
  ({ acme } = await demoCustomers(t.app));
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  adminId = (await demoUserIds(t.app, ['admin@acme.test']))['admin@acme.test'] ?? 0;
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs('admin@acme.test', method, url, payload);

const FROM = '2024-01-24';
const TO = '2024-02-06';
const input = (overrides: Partial<DatasetInput> = {}): DatasetInput => ({
  subject: 'Job dataset',
  metricIds: [metricByCode('PRICE_SELL')?.id ?? 0, metricByCode('AVAILABILITY')?.id ?? 0],
  dimensionIds: [dimensionByCode('RETAILER')?.id ?? 0],
  dateGrouping: 'WEEK',
  fromDate: FROM,
  toDate: TO,
  filterSet: { filterRetailerIds: fixture.retailers.map((retailer) => retailer.id) },
  ...overrides,
});

async function built(body: DatasetInput) {
  const response = await call('POST', 'dataset/create', body);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ status: 'I', progress: 0 });
  await t.app.jobs.settled(DATASET_BUILD_JOB, 60_000);
  return (await call('GET', `dataset/${response.json<Dataset>().id}`)).json<Dataset>();
}

const filePathOf = async (id: number) =>
  path.join(
    t.config.dataDir,
    String(
      (await t.app.db.execute<{ file_path: string }>(sql`select file_path from datasets where id = ${id}`)).rows[0]
        ?.file_path,
    ),
  );

describe('dataset builds', () => {
  it('builds in the background to 100 %; the CSV holds what the metrics compute, computed apart', async () => {
    const dataset = await built(input());
    expect(dataset).toMatchObject({ status: 'D', progress: 100, error: null });
    expect(dataset.rowsWritten).toBe(dataset.rowsTotal);
    const text = (await call('GET', `dataset/${dataset.id}/download`)).body;
    const records = parse(text.split('\n\n')[1] ?? '', { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(dataset.rowsWritten);

    const groups = [{ date: 'WEEK' as const }, { dimension: 'RETAILER' as const }];
    const prices = referenceQuery(fixture, 'PRICE_SELL', 'AVG', groups, FROM, TO);
    const availability = referenceQuery(fixture, 'AVAILABILITY', 'AVG', groups, FROM, TO);
    const expectedPrices = [...prices.entries()].filter(([, value]) => value !== null);
    expect(expectedPrices.length).toBeGreaterThan(3);
    expect(records.filter((record) => record['Selling price'] !== '')).toHaveLength(expectedPrices.length);
    for (const [key, value] of expectedPrices) {
      const [week, retailer, currency] = key.split('|');
      const record = records.find(
        (one) => one.Date === week && one['Retailer id'] === retailer && one.Currency === currency,
      );
      expect(record, key).toBeDefined();
      expect(Number(record?.['Selling price'])).toBeCloseTo(value as number, 2);
      const share = availability.get(`${week}|${retailer}`);
      if (share !== null && share !== undefined) expect(Number(record?.Availability)).toBeCloseTo(share, 6);
    }
  });

  it('writes a workbook exceljs reads: the stamp sheet, then the header and every row', async () => {
    const dataset = await built(
      input({
        subject: 'Workbook',
        fileType: 'xlsx',
        dimensionIds: [dimensionByCode('PRODUCT')?.id ?? 0],
        dateGrouping: 'DAY',
      }),
    );
    expect(dataset).toMatchObject({ status: 'D', filename: 'Workbook.xlsx' });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await filePathOf(dataset.id));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Dataset', 'Data']);
    expect(book.getWorksheet('Dataset')?.getCell('B1').value).toBe('Workbook');
    const data = book.getWorksheet('Data');
    expect(data?.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Product',
      'Product id',
      'Currency',
      'Selling price',
      'Availability',
    ]);
    expect(data?.actualRowCount).toBe(dataset.rowsWritten + 1);
  });

  it('does nothing for a build sent again once done', async () => {
    const dataset = await built(input({ subject: 'Built once' }));
    await queueDatasetBuild(t.app, { customerId: acme, datasetId: dataset.id });
    await t.app.jobs.settled(DATASET_BUILD_JOB);
    const after = (await call('GET', `dataset/${dataset.id}`)).json<Dataset>();
    expect(after.generatedDateTime).toBe(dataset.generatedDateTime);
    expect(after.status).toBe('D');
  });

  it('retries a failing build, then marks it F with the reason and tells the owner in-app', async () => {
    // A saved widget that is gone by the time the build runs.
    const { rows } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO datasets (customer_id, owner_user_id,
        subject, output_type, widget_id, from_date, to_date, expiry_date)
      VALUES (${acme}, ${adminId}, 'Doomed', 'DETAILS', 999999, ${FROM}, ${TO}, '2099-01-01') RETURNING id`);
    const id = Number(rows[0]?.id);
    await queueDatasetBuild(t.app, { customerId: acme, datasetId: id });
    await t.app.jobs.settled(DATASET_BUILD_JOB, 60_000);
    const failed = (await call('GET', `dataset/${id}`)).json<Dataset>();
    expect(failed).toMatchObject({ status: 'F', filename: null });
    expect(failed.error).toMatch(/widget/i);
    const told = await t.app.db.execute<{ body: string }>(
      sql`select body from notifications where customer_id = ${acme} and user_id = ${adminId}
        and type = 'DATASET' and causer = 'Doomed'`,
    );
    expect(told.rows).toHaveLength(1);
    expect(told.rows[0]?.body).toContain(failed.error ?? '-');
  }, 60_000);

  it('expires datasets past their day: status E, the file removed, no download', async () => {
    const dataset = await built(input({ subject: 'Short lived', expiryDays: 1 }));
    const file = await filePathOf(dataset.id);
    expect(existsSync(file)).toBe(true);
    const today = todayInZone('UTC');
    expect(await expireDatasets(t.app, t.config.dataDir, today)).toBe(0);
    expect(await expireDatasets(t.app, t.config.dataDir, addDays(today, 2))).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await call('GET', `dataset/${dataset.id}`)).json()).toMatchObject({ status: 'E' });
    expect((await call('GET', `dataset/${dataset.id}/download`)).statusCode).toBe(404);
  });
});

describe('datasets after a fact load', () => {
  it('builds the queued demo dataset once the customer’s facts have loaded', async () => {
    const demo = await t.app.db.execute<{ id: number; status: string }>(
      sql`select id, status from datasets where customer_id = ${acme} and subject = 'Weekly availability and price by retailer'`,
    );
    expect(demo.rows[0]?.status).toBe('I');
    t.app.factLoadEvents.loaded(acme);
    for (let tries = 0; tries < 100; tries += 1) {
      await t.app.jobs.settled(DATASET_BUILD_JOB, 60_000);
      const state = (await call('GET', `dataset/${demo.rows[0]?.id}`)).json<Dataset>();
      if (state.status === 'D') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const built = (await call('GET', `dataset/${demo.rows[0]?.id}`)).json<Dataset>();
    expect(built).toMatchObject({ status: 'D', progress: 100, outputType: 'metrics', recipientList: [] });
  }, 60_000);
});
