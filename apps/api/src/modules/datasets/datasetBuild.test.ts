import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Dataset,
  dimensionByCode,
  EXPORT_ATTACHMENT_LIMIT_BYTES,
  metricByCode,
  retentionWindow,
  todayInZone,
} from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import { pagesOfClusters } from '../visibilityClusters';
import { resolveSavedFilters } from '../savedFilters';
import { buildDataset, type DatasetBuildOptions, mailDataset } from './datasetBuild';
import { storedDataset } from './datasets.repository';

// Builds run here directly (no job queue), with the options a test may narrow: pages of the widget
// engine, progress steps and the attachment limit.
let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let adminId = 0;
let availabilityKpi = 0;

const FEBRUARY = { from: '2024-02-01', to: '2024-02-29' };

const callAs = apiCaller(() => t.app);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  callAs('admin@acme.test', method, url, payload, acme);

const options = (more: Partial<DatasetBuildOptions> = {}): DatasetBuildOptions => ({
  publicUrl: 'http://shelfsight.test',
  dataDir: t.config.dataDir,
  widgetData: { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters },
  ...more,
});

beforeAll(async () => {
  ({ t, fixture, acme } = await createMarketTestApp(['admin@acme.test']));
  const user = await t.app.db.execute<{ id: number }>(sql`select id from users where email = 'admin@acme.test'`);
  adminId = Number(user.rows[0]?.id);
  const created = await call('POST', 'widget/create', {
    name: 'Availability',
    visualizationType: 'KPI',
    metricId: metricByCode('AVAILABILITY')?.id,
    aggregationFunction: 'AVG',
  });
  expect(created.statusCode, created.body).toBe(201);
  availabilityKpi = created.json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
});

const allRetailers = () => fixture.retailers.map((retailer) => retailer.id);

/** A queued DETAILS dataset of the availability KPI over February, not yet built. */
async function queuedDetails(subject: string) {
  const { rows } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO datasets (customer_id, owner_user_id,
      subject, output_type, widget_id, from_date, to_date, filter_set, expiry_date)
    VALUES (${acme}, ${adminId}, ${subject}, 'DETAILS', ${availabilityKpi}, ${FEBRUARY.from}, ${FEBRUARY.to},
      ${JSON.stringify({ filterRetailerIds: allRetailers() })}::jsonb, '2099-01-01') RETURNING id`);
  return Number(rows[0]?.id);
}

/** Files of a dataset under DATA_DIR, finished or partial. */
async function filesOf(id: number) {
  const folder = path.join(t.config.dataDir, 'files', 'datasets', String(acme));
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(`${id}-`));
}

async function outbox(subject: string) {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
  return texts.filter((text) => text.includes(subject));
}

describe('dataset builds', () => {
  it('writes every product row of DETAILS once across several engine pages, as computed apart', async () => {
    const id = await queuedDetails('Details in pages');
    const pageRows = 4;
    const built = await buildDataset(t.app, acme, id, options({ detailsPageRows: pageRows }));
    expect(built).toMatchObject({ status: 'D', error: null });
    const expected = [
      ...referenceQuery(
        fixture,
        'AVAILABILITY',
        'AVG',
        [{ dimension: 'PRODUCT' }, { dimension: 'RETAILER' }],
        FEBRUARY.from,
        FEBRUARY.to,
        { retailerIds: allRetailers() },
      ).values(),
    ].filter((value): value is number => value !== null);
    // Several pages, the last one partly filled.
    expect(expected.length).toBeGreaterThan(pageRows * 3);
    expect(expected.length % pageRows).not.toBe(0);

    const text = await readFile(path.join(t.config.dataDir, built?.filePath ?? '-'), 'utf8');
    const records = parse(text.split('\n\n')[1] ?? '', { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(expected.length);
    expect(built?.rowsWritten).toBe(expected.length);
    const pairs = new Set(records.map((record) => `${record.Product}|${record.Retailer}`));
    expect(pairs.size).toBe(records.length);
    const written = records.map((record) => Number(record.Availability)).sort((a, b) => a - b);
    const computed = [...expected].sort((a, b) => a - b);
    for (const [index, value] of computed.entries()) expect(written[index]).toBeCloseTo(value, 6);
  });

  it('stops a dataset deleted while it builds: no file and no row are left', async () => {
    const id = await queuedDetails('Deleted while building');
    // One row per page and progress after each; the dataset is deleted once its first row is written.
    const building = buildDataset(
      t.app,
      acme,
      id,
      options({
        detailsPageRows: 1,
        progressRows: 1,
        progressRecorded: async (rowsWritten) => {
          if (rowsWritten !== 1) return;
          expect(await filesOf(id)).toEqual([`${id}-Deleted while building.csv.part`]);
          expect((await call('DELETE', `dataset/${id}`)).statusCode).toBe(204);
        },
      }),
    );
    // A build that had finished would answer the stored dataset; one that was stopped answers nothing.
    expect(await building).toBeNull();
    expect(await storedDataset(t.app.db, acme, id)).toBeNull();
    expect(await filesOf(id)).toEqual([]);
    expect(await outbox('Deleted while building')).toHaveLength(0);
  });

  it('mails a file larger than the attachment limit as a link, a smaller one attached', async () => {
    const created = await call('POST', 'dataset/create', {
      subject: 'Mailed by size',
      metricIds: [metricByCode('PRICE_SELL')?.id],
      dimensionIds: [dimensionByCode('RETAILER')?.id],
      dateGrouping: 'WEEK',
      fromDate: FEBRUARY.from,
      toDate: FEBRUARY.to,
      filterSet: { filterRetailerIds: allRetailers() },
      recipientIds: [adminId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const dataset = (await call('GET', `dataset/${created.json<Dataset>().id}`)).json<Dataset>();
    expect(dataset.status).toBe('D');
    const stored = await storedDataset(t.app.db, acme, dataset.id);
    const size = stored?.fileSize ?? 0;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(EXPORT_ATTACHMENT_LIMIT_BYTES);
    expect(existsSync(path.join(t.config.dataDir, stored?.filePath ?? '-'))).toBe(true);

    // Built with the exports' limit: the file is attached.
    const [attached, ...more] = await outbox('Mailed by size');
    expect(more).toHaveLength(0);
    expect(attached).toMatch(/filename="?Mailed by size\.csv/);
    expect(attached).not.toContain('download it from');

    // A limit one byte below the file's size: a link instead, and nothing attached.
    expect(await mailDataset(t.app, stored!, options({ attachmentLimitBytes: size - 1 }))).toBe(true);
    const linked = (await outbox('Mailed by size')).find((text) => text.includes('download it from'));
    expect(linked).toBeDefined();
    expect(linked).toContain('download it from http://shelfsight.test/datasets');
    expect(linked).not.toMatch(/filename="?Mailed by size\.csv/);
  });

  it('stamps the day its rows start: the retention cut-off, not an earlier requested start', async () => {
    // Retention months that put the cut-off inside the fixture's days (24 January to 5 March 2024), whatever today is.
    const today = todayInZone();
    const yesterday = DateTime.fromISO(today, { zone: 'utc' }).minus({ days: 1 });
    // Whole months back from yesterday that end on 1 February 2024 or later: a cut-off in February (from 5 February
    // it reached 1 March when yesterday was the 1st of a month).
    const months = Math.floor(yesterday.diff(DateTime.fromISO('2024-02-01', { zone: 'utc' }), 'months').months);
    const cutOff = retentionWindow(today, months).minDate;
    expect(cutOff > '2024-01-24' && cutOff < '2024-03-01', cutOff).toBe(true);
    // Set in the table, not by a request: the resolutions kept for the customer are dropped as a write would.
    await t.app.db.execute(sql`update customers set data_retention_months = ${months} where id = ${acme}`);
    t.app.widgetResolutions.changed(acme);
    try {
      const { rows } = await t.app.db.execute<{ id: number }>(sql`INSERT INTO datasets (customer_id, owner_user_id,
          subject, output_type, metric_ids, dimension_ids, date_grouping, from_date, to_date, filter_set, expiry_date)
        VALUES (${acme}, ${adminId}, 'Cut by retention', 'metrics', ${JSON.stringify([metricByCode('AVAILABILITY')?.id])}::jsonb,
          ${JSON.stringify([dimensionByCode('RETAILER')?.id])}::jsonb, 'DAY', '2024-01-24', '2024-03-05',
          ${JSON.stringify({ filterRetailerIds: allRetailers() })}::jsonb, '2099-01-01') RETURNING id`);
      const metrics = await buildDataset(t.app, acme, Number(rows[0]?.id), options());
      expect(metrics).toMatchObject({ status: 'D', error: null });
      const [stamp, table] = (await readFile(path.join(t.config.dataDir, metrics?.filePath ?? '-'), 'utf8')).split(
        '\n\n',
      );
      expect(stamp).toContain(`Dates,${cutOff} – 2024-03-05`);
      const records = parse(table ?? '', { columns: true }) as Record<string, string>[];
      expect(records[0]?.Date).toBe(cutOff);
      expect(records.every((record) => (record.Date ?? '') >= cutOff)).toBe(true);

      // The widget engine's outputs (here DETAILS of February) say the same.
      const details = await buildDataset(t.app, acme, await queuedDetails('Details cut by retention'), options());
      expect(details).toMatchObject({ status: 'D', error: null });
      const detailsText = await readFile(path.join(t.config.dataDir, details?.filePath ?? '-'), 'utf8');
      expect(detailsText.split('\n\n')[0]).toContain(`Dates,${cutOff} – ${FEBRUARY.to}`);
    } finally {
      await t.app.db.execute(sql`update customers set data_retention_months = 120 where id = ${acme}`);
      t.app.widgetResolutions.changed(acme);
    }
  });
});
