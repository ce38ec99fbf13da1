import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Dataset,
  type DatasetContext,
  type DatasetInput,
  datasetMessages,
  datasetSchema,
  dimensionByCode,
  metricByCode,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMarketFixture, type MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createTestApp, apiCaller, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
let fixture: MarketFixture;
const ids: Record<string, number> = {};
const placed = { table: 0, chart: 0 };

const EMAILS = ['admin@acme.test', 'analyst@acme.test', 'readonly@acme.test'];
const PRICE = metricByCode('PRICE_SELL')?.id ?? 0;
const AVAILABILITY = metricByCode('AVAILABILITY')?.id ?? 0;
const RETAILER = dimensionByCode('RETAILER')?.id ?? 0;
const PRODUCT = dimensionByCode('PRODUCT')?.id ?? 0;

async function placedOf(types: string[]) {
  const found = await t.app.db.execute<{ id: number }>(sql`
    SELECT dw.id FROM dashboard_widgets dw
    JOIN widgets w ON w.customer_id = dw.customer_id AND w.id = dw.widget_id
    JOIN dashboards d ON d.customer_id = dw.customer_id AND d.id = dw.dashboard_id
    WHERE dw.customer_id = ${acme} AND d.owner_user_id = ${ids['admin@acme.test']}
      AND w.visualization_type IN (SELECT jsonb_array_elements_text(${JSON.stringify(types)}::jsonb))
    ORDER BY dw.id LIMIT 1`);
  return Number(found.rows[0]?.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  ({ acme, brandco } = await demoCustomers(t.app));
  fixture = await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  Object.assign(ids, await demoUserIds(t.app, EMAILS));
  placed.table = await placedOf(['DATA_TABLE']);
  placed.chart = await placedOf(['KPI', 'LINE', 'HORIZONTAL_BAR']);
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const metricsInput = (): DatasetInput => ({
  subject: 'Prices by retailer',
  metricIds: [PRICE, AVAILABILITY],
  dimensionIds: [RETAILER, PRODUCT],
  dateGrouping: 'DAY',
  fromDate: '2024-01-24',
  toDate: '2024-01-27',
  filterSet: { filterRetailerIds: fixture.retailers.map((retailer) => retailer.id) },
  recipientIds: [ids['analyst@acme.test'] ?? 0],
});

async function created(body: DatasetInput = metricsInput()) {
  const response = await call('admin@acme.test', 'POST', 'dataset/create', body);
  expect(response.statusCode, response.body).toBe(201);
  return datasetSchema.parse(response.json());
}

async function outbox(subject: string) {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
  return texts.filter((text) => text.includes(subject));
}

/** A dataset stored as queued, without a build (JOBS=off builds at once otherwise). */
async function queuedRow(status: 'I' | 'E') {
  const { rows } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO datasets (customer_id, owner_user_id,
      subject, output_type, metric_ids, dimension_ids, from_date, to_date, expiry_date, status)
    VALUES (${acme}, ${ids['admin@acme.test']}, 'Not built', 'metrics', ${JSON.stringify([PRICE])}::jsonb,
      ${JSON.stringify([RETAILER])}::jsonb, '2024-01-24', '2024-01-25', '2099-01-01', ${status}) RETURNING id`);
  await t.app.db.execute(sql`INSERT INTO dataset_recipients (customer_id, dataset_id, user_id)
    VALUES (${acme}, ${rows[0]?.id}, ${ids['analyst@acme.test']})`);
  return Number(rows[0]?.id);
}

describe('dataset routes', () => {
  it('builds a metrics dataset, lists it for owner and recipient, downloads and mails it', async () => {
    const made = await created();
    expect(made).toMatchObject({
      status: 'D',
      progress: 100,
      outputType: 'metrics',
      fileType: 'csv',
      filename: 'Prices by retailer.csv',
      isOwnedByMe: true,
      recipientList: [ids['analyst@acme.test']],
      sourceName: 'Selling price, Availability by Retailer × Product',
      error: null,
    });
    expect(made.rowsWritten).toBeGreaterThan(0);
    expect(made.rowsTotal).toBe(made.rowsWritten);
    expect(made.generatedDateTime).not.toBeNull();
    expect(made.expiryDate > made.createdAt.slice(0, 10)).toBe(true);
    const listed = (await call('analyst@acme.test', 'GET', 'datasets')).json<Dataset[]>();
    expect(listed.find((one) => one.id === made.id)).toMatchObject({ isOwnedByMe: false, status: 'D' });

    const file = await call('analyst@acme.test', 'GET', `dataset/${made.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Prices by retailer.csv');
    const [stamp, table] = file.body.split('\n\n');
    expect(stamp).toContain('Dataset,Prices by retailer');
    expect(stamp).toContain('2024-01-24 – 2024-01-27');
    const lines = (table ?? '').trim().split('\n');
    expect(lines[0]).toBe('Date,Retailer,Retailer id,Product,Product id,Currency,Selling price,Availability');
    expect(lines).toHaveLength(made.rowsWritten + 1);
    expect(lines[1]).toMatch(/^2024-01-24,/);

    const mails = await outbox('Shelfsight dataset: Prices by retailer');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('analyst@acme.test');
    expect(mails[0]).toMatch(/filename="Prices by retailer.csv"/);
    const again = await call('admin@acme.test', 'POST', `dataset/${made.id}/mail`);
    expect(again.statusCode).toBe(200);
    expect(await outbox('Shelfsight dataset: Prices by retailer')).toHaveLength(2);
  });

  it('gives a table widget’s whole table and another widget’s product rows by default', async () => {
    const context = await call('admin@acme.test', 'GET', `datasets/context?dwId=${placed.table}`);
    expect(context.statusCode, context.body).toBe(200);
    const tableContext = context.json<DatasetContext>();
    expect(tableContext.outputTypes).toEqual(['widgetdata', 'DETAILS']);
    expect(tableContext.input).toMatchObject({ dashboardWidgetId: placed.table, outputType: 'widgetdata' });
    const table = await created({
      ...tableContext.input,
      fromDate: '2024-01-24',
      toDate: '2024-02-29',
      outputType: undefined,
      subject: 'Whole table',
      fileType: 'xlsx',
    });
    expect(table).toMatchObject({ status: 'D', outputType: 'widgetdata', filename: 'Whole table.xlsx' });

    const chart = await created({
      subject: 'Rows behind',
      dashboardWidgetId: placed.chart,
      fromDate: '2024-01-24',
      toDate: '2024-02-29',
    });
    expect(chart).toMatchObject({ status: 'D', outputType: 'DETAILS', error: null });
    const file = await call('admin@acme.test', 'GET', `dataset/${chart.id}/download`);
    const header = file.body.split('\n\n')[1]?.split('\n')[0];
    expect(header).toMatch(/^Product,Retailer,.+,Currency$/);
    expect(chart.rowsWritten).toBeGreaterThan(0);

    const again = (
      await call('admin@acme.test', 'GET', `datasets/context?datasetId=${chart.id}`)
    ).json<DatasetContext>();
    expect(again.input).toMatchObject({
      subject: 'Rows behind',
      outputType: 'DETAILS',
      dashboardWidgetId: placed.chart,
    });
    expect(again.outputTypes[0]).toBe('DETAILS');
  });

  it('names the field of bad input', async () => {
    const neither = await call('admin@acme.test', 'POST', 'dataset/create', {
      ...metricsInput(),
      metricIds: [],
      dimensionIds: [],
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ fields: { metricIds: datasetMessages.source } });
    const both = await call('admin@acme.test', 'POST', 'dataset/create', {
      ...metricsInput(),
      dashboardWidgetId: placed.table,
    });
    expect(both.json()).toMatchObject({ fields: { metricIds: datasetMessages.sourceBoth } });
    const dates = await call('admin@acme.test', 'POST', 'dataset/create', { ...metricsInput(), toDate: '2024-01-01' });
    expect(dates.json()).toMatchObject({ fields: { toDate: datasetMessages.dates } });
    const metric = await call('admin@acme.test', 'POST', 'dataset/create', { ...metricsInput(), metricIds: [9999] });
    expect(metric.statusCode).toBe(422);
    expect(metric.json()).toMatchObject({ fields: { 'metricIds.0': 'Unknown metric.' } });
    const date = await call('admin@acme.test', 'POST', 'dataset/create', {
      ...metricsInput(),
      dimensionIds: [RETAILER, dimensionByCode('DATE')?.id],
    });
    expect(date.json()).toMatchObject({ fields: { 'dimensionIds.1': expect.any(String) } });
    const widget = await call('admin@acme.test', 'POST', 'dataset/create', {
      subject: 'x',
      dashboardWidgetId: 999_999,
      fromDate: '2024-01-24',
      toDate: '2024-01-25',
    });
    expect(widget.statusCode).toBe(422);
    expect(widget.json()).toMatchObject({ fields: { dashboardWidgetId: 'Unknown dashboard widget.' } });
    const output = await call('admin@acme.test', 'POST', 'dataset/create', {
      subject: 'x',
      dashboardWidgetId: placed.chart,
      outputType: 'widgetdata',
      fromDate: '2024-01-24',
      toDate: '2024-01-25',
    });
    expect(output.json()).toMatchObject({ fields: { outputType: expect.any(String) } });
    const stranger = await call('admin@acme.test', 'POST', 'dataset/create', {
      ...metricsInput(),
      recipientIds: [999_999],
    });
    expect(stranger.json()).toMatchObject({ fields: { recipientIds: datasetMessages.recipients } });
    const filter = await call('admin@acme.test', 'POST', 'dataset/create', {
      ...metricsInput(),
      filterSet: { savedFilterIds: [999_999] },
    });
    expect(filter.json()).toMatchObject({ fields: { 'filterSet.savedFilterIds.0': 'Unknown saved filter.' } });
    for (const query of ['', '?dwId=1&datasetId=1']) {
      const context = await call('admin@acme.test', 'GET', `datasets/context${query}`);
      expect(context.statusCode).toBe(400);
      expect(context.json()).toMatchObject({ fields: { dwId: datasetMessages.context } });
    }
    expect((await call('admin@acme.test', 'GET', 'datasets/context?dwId=999999')).json()).toMatchObject({
      fields: { dwId: expect.any(String) },
    });
    expect((await call('admin@acme.test', 'GET', 'dataset/x')).statusCode).toBe(400);
  });

  it('answers no file before it is built (409) nor once expired (404)', async () => {
    const queued = await queuedRow('I');
    const early = await call('analyst@acme.test', 'GET', `dataset/${queued}/download`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: datasetMessages.notReady });
    expect((await call('admin@acme.test', 'POST', `dataset/${queued}/mail`)).statusCode).toBe(409);
    expect((await call('admin@acme.test', 'GET', `dataset/${queued}`)).json()).toMatchObject({
      status: 'I',
      progress: 0,
    });
    const expired = await queuedRow('E');
    const late = await call('analyst@acme.test', 'GET', `dataset/${expired}/download`);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: datasetMessages.expired });
  });

  it('lets the owner delete (the file goes too); a recipient may only read', async () => {
    const made = await created({ ...metricsInput(), subject: 'To delete', dateGrouping: null });
    const stored = await t.app.db.execute<{ file_path: string }>(
      sql`select file_path from datasets where customer_id = ${acme} and id = ${made.id}`,
    );
    const file = path.join(t.config.dataDir, String(stored.rows[0]?.file_path));
    expect(existsSync(file)).toBe(true);
    expect(file).toContain(path.join('files', 'datasets', String(acme)));
    expect((await call('analyst@acme.test', 'DELETE', `dataset/${made.id}`)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'POST', `dataset/${made.id}/mail`)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', `dataset/${made.id}`)).statusCode).toBe(200);
    expect((await call('admin@acme.test', 'DELETE', `dataset/${made.id}`)).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect((await call('admin@acme.test', 'GET', `dataset/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses read-only users every write, and other tenants every call', async () => {
    const made = await created({
      ...metricsInput(),
      subject: 'Guarded',
      recipientIds: [ids['readonly@acme.test'] ?? 0],
    });
    const user = 'readonly@acme.test';
    expect((await call(user, 'POST', 'dataset/create', metricsInput())).statusCode).toBe(403);
    expect((await call(user, 'DELETE', `dataset/${made.id}`)).statusCode).toBe(403);
    expect((await call(user, 'POST', `dataset/${made.id}/mail`)).statusCode).toBe(403);
    expect((await call(user, 'GET', 'datasets')).statusCode).toBe(200);
    expect((await call(user, 'GET', `dataset/${made.id}/download`)).statusCode).toBe(200);
    const paths: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', 'datasets'],
      ['GET', `datasets/context?datasetId=${made.id}`],
      ['POST', 'dataset/create', metricsInput()],
      ['GET', `dataset/${made.id}`],
      ['DELETE', `dataset/${made.id}`],
      ['GET', `dataset/${made.id}/download`],
      ['POST', `dataset/${made.id}/mail`],
    ];
    for (const [method, url, body] of paths) {
      expect((await call('analyst@acme.test', method, url, body, brandco)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
