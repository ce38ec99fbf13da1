import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IngestJob } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';

let f: IngestFixture;
beforeAll(async () => {
  f = await ingestFixture();
});
afterAll(async () => {
  await f.t.close();
});

const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion';

function ingest(body: string, options: { email?: string; type?: string; customerId?: number; wait?: boolean } = {}) {
  const { email = 'admin@acme.test', type = 'text/csv', customerId = f.acme, wait = true } = options;
  return f.t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/ingest${wait ? '?wait=true' : ''}`,
    headers: { authorization: `Bearer ${f.tokens[email]}`, 'content-type': type },
    payload: body,
  });
}

describe('POST /api/customer/:customerId/ingest (CSV)', () => {
  const file = [
    HEADER,
    '2026-03-01,amazon-de,4006381333931,true,true,19.99,24.99,EUR,128,4.3,true',
    '2026-03-01,Otto-DE,4006381333948,false,true,,,,,,',
    '2026-03-02,amazon-de,4006381333931,yes,0,21.50,,eur,130,4.4,',
  ].join('\n');

  it('stores every row of a valid file, resolving retailer names and GTINs to catalogue ids', async () => {
    const response = await ingest(file);
    expect(response.statusCode).toBe(200);
    expect(response.json<IngestJob>()).toMatchObject({
      state: 'done',
      format: 'csv',
      rowsRead: 3,
      rowsValid: 3,
      rowsStored: 3,
      rowsReplaced: 0,
      problemCount: 0,
    });
    const facts = await f.facts(f.acme);
    expect(facts).toHaveLength(3);
    expect(facts[0]).toMatchObject({
      retailer_id: f.retailer.amazon,
      product_id: f.product.kettle,
      day: '2026-03-01',
      listed: true,
      in_stock: true,
      selling_price: '19.99',
      original_price: '24.99',
      currency: 'EUR',
      map_price: '20.00',
      review_count: 128,
      promotion: true,
    });
    // Not listed: stock is unknown, whatever the file says; counts the page did not show are 0.
    expect(facts[1]).toMatchObject({
      retailer_id: f.retailer.otto,
      product_id: f.product.toaster,
      listed: false,
      in_stock: null,
      promotion: false,
      offer_count: 0,
    });
    expect(facts[2]).toMatchObject({
      day: '2026-03-02',
      listed: true,
      in_stock: false,
      currency: 'EUR',
      promotion: false,
    });
  });

  it('stores the same file twice only once, replacing the stored observations', async () => {
    const response = await ingest(file);
    expect(response.json<IngestJob>()).toMatchObject({ state: 'done', rowsStored: 3, rowsReplaced: 3 });
    expect(await f.facts(f.acme)).toHaveLength(3);
  });

  it('refreshes the monthly rollup of the months it touched', async () => {
    const reader = await f.t.app.analytics.connection.runAndReadAll(
      `SELECT days_observed::INTEGER AS days, days_listed::INTEGER AS listed, map_violation_days::INTEGER AS violations
       FROM fact_daily_monthly WHERE customer_id = $1 AND retailer_id = $2 AND product_id = $3`,
      [f.acme, f.retailer.amazon, f.product.kettle],
    );
    expect(reader.getRowObjectsJson()).toEqual([{ days: 2, listed: 2, violations: 1 }]);
  });

  it('keeps the last row when a file repeats an observation', async () => {
    const twice = [
      HEADER,
      '2026-03-05,amazon-de,4006381333931,true,true,10.00,,EUR,,,',
      '2026-03-05,amazon-de,4006381333931,true,true,11.00,,EUR,,,',
    ].join('\n');
    expect((await ingest(twice)).json<IngestJob>()).toMatchObject({ state: 'done', rowsRead: 2, rowsStored: 1 });
    const stored = (await f.facts(f.acme)).filter((row) => row.day === '2026-03-05');
    expect(stored).toEqual([expect.objectContaining({ selling_price: '11.00' })]);
  });

  it('rejects a file with bad values as a whole, naming row and column of each problem', async () => {
    const before = await f.facts(f.acme);
    const bad = [
      'Day;Retailer;productId;Listed;Selling_Price;Currency;rating;observedAt',
      `2026-03-10;amazon-de;${f.product.kettle};true;19.99;EUR;4.5;2026-03-10T08:00:00+02:00`,
      `2026-02-30;amazon-de;${f.product.kettle};maybe;19,99;EUR;4.5;`,
      `2026-03-11;amazon-de;x1;true;19.999;;6;yesterday`,
      `2099-01-01;;${f.product.kettle};;-1;EURO;;`,
    ].join('\r\n');
    const job = (await ingest(bad)).json<IngestJob>();
    expect(job).toMatchObject({ state: 'rejected', rowsRead: 4, rowsValid: 1, rowsStored: 0 });
    expect(job.problems).toEqual([
      { row: 3, column: 'day', message: 'Not a date: use YYYY-MM-DD' },
      { row: 3, column: 'listed', message: 'Use true or false' },
      { row: 3, column: 'sellingPrice', message: 'Not a number: use a point for decimals, e.g. 19.99' },
      { row: 4, column: 'productId', message: 'Not a whole number' },
      { row: 4, column: 'sellingPrice', message: 'At most 2 decimals' },
      { row: 4, column: 'currency', message: 'Required when a price is given' },
      { row: 4, column: 'rating', message: 'Must be between 0 and 5' },
      { row: 4, column: 'observedAt', message: 'Not a date and time: use ISO 8601, e.g. 2026-03-01T06:15:00Z' },
      { row: 5, column: 'day', message: 'Must not be in the future' },
      { row: 5, column: 'retailer', message: 'Required: give retailer or retailerId' },
      { row: 5, column: 'listed', message: 'Required' },
      { row: 5, column: 'sellingPrice', message: 'Must be between 0 and 9999999999.99' },
      { row: 5, column: 'currency', message: 'Use a 3-letter currency code such as EUR' },
    ]);
    expect(job.problemCount).toBe(13);
    expect(await f.facts(f.acme)).toEqual(before);
  });

  it('names unknown retailers and products, ambiguous GTINs and retailers of another customer', async () => {
    const job = (
      await ingest(
        [
          'day,retailerId,retailer,shopProductId,gtin,listed',
          `2026-03-01,,lidl-de,,4006381333931,true`,
          `2026-03-01,${f.retailer.brandcoOnly},,,4006381333931,true`,
          `2026-03-01,,amazon-de,K-404,,true`,
          `2026-03-01,,amazon-de,,4000000000001,true`,
          `2026-03-01,,amazon-de,K-1,,true`,
        ].join('\n'),
      )
    ).json<IngestJob>();
    expect(job.state).toBe('rejected');
    expect(job.problems).toEqual([
      { row: 2, column: 'retailer', message: 'Unknown retailer: not tracked by this customer' },
      { row: 3, column: 'retailerId', message: 'Unknown retailer: not tracked by this customer' },
      { row: 4, column: 'shopProductId', message: 'Unknown product' },
      { row: 5, column: 'gtin', message: 'This GTIN belongs to several products: give productId' },
    ]);
    expect(job.rowsValid).toBe(1);
  });

  it('reports header problems on row 1 before reading any row', async () => {
    const job = (await ingest('day,retailer,gtin,price\n2026-03-01,amazon-de,4006381333931,1')).json<IngestJob>();
    expect(job).toMatchObject({ state: 'rejected', rowsRead: 0 });
    expect(job.problems).toEqual([
      { row: 1, column: 'price', message: 'Unknown column' },
      { row: 1, column: 'listed', message: 'Missing column' },
    ]);
  });

  it('reports rows that cannot be split into the header columns', async () => {
    const job = (
      await ingest(
        `${HEADER}\n2026-03-01,amazon-de,4006381333931,true\n2026-03-01,amazon-de,4006381333931,true,true,1,2,EUR,1,1,true,extra`,
      )
    ).json<IngestJob>();
    expect(job.state).toBe('rejected');
    expect(job.problems).toEqual([
      { row: 2, column: null, message: 'Too few values: the header has 11 columns' },
      { row: 3, column: null, message: 'Too many values: the header has 11 columns' },
    ]);
  });

  it('rejects a file without data rows', async () => {
    const job = (await ingest(`${HEADER}\n`)).json<IngestJob>();
    expect(job).toMatchObject({
      state: 'rejected',
      problems: [{ row: 0, column: null, message: 'The file has no data rows' }],
    });
  });
});

describe('POST /api/customer/:customerId/ingest (NDJSON)', () => {
  it('stores one observation per line and reports problems by line', async () => {
    const lines = [
      JSON.stringify({
        day: '2026-04-01',
        retailerId: f.retailer.otto,
        productId: f.product.toaster,
        listed: true,
        inStock: true,
        sellingPrice: 39.9,
        currency: 'EUR',
      }),
      '',
      JSON.stringify({ day: '2026-04-02', retailer: 'otto-de', productId: f.product.toaster, listed: false }),
    ].join('\n');
    const done = (await ingest(lines, { type: 'application/x-ndjson' })).json<IngestJob>();
    expect(done).toMatchObject({ state: 'done', format: 'ndjson', rowsStored: 2 });
    const bad = [
      '{"day":"2026-04-03","retailer":"otto-de","productId":1,"listed":true,"colour":"red"}',
      '[1,2]',
      '{"day":"2026-04-03","listed":{"x":1}}',
    ].join('\n');
    const rejected = (await ingest(bad, { type: 'application/x-ndjson' })).json<IngestJob>();
    expect(rejected.problems).toEqual([
      { row: 1, column: 'colour', message: 'Unknown column' },
      { row: 2, column: null, message: 'Each line must be one JSON object' },
      { row: 3, column: 'listed', message: 'Use a text, number or true/false' },
    ]);
  });
});

describe('ingestion jobs and access', () => {
  it('answers 202 with a job whose progress can be polled until it is done', async () => {
    const response = await ingest(`${HEADER}\n2026-03-20,amazon-de,4006381333931,true,true,19.99,,EUR,,,`, {
      wait: false,
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json<IngestJob>();
    let job: IngestJob;
    do {
      const poll = await f.t.app.inject({
        method: 'GET',
        url: `/api/customer/${f.acme}/ingest/${id}`,
        headers: { authorization: `Bearer ${f.tokens['pm@acme.test']}` },
      });
      // Any answer but the job's progress ends the test here, not in an endless loop.
      expect(poll.statusCode, poll.body).toBe(200);
      job = poll.json();
      // A poll answered from memory (the access cache) never waits on I/O: give the job's I/O its turn.
      await new Promise((resolve) => setImmediate(resolve));
    } while (!['done', 'rejected', 'failed'].includes(job.state));
    expect(job).toMatchObject({ id, state: 'done', rowsStored: 1 });
    const elsewhere = await f.t.app.inject({
      method: 'GET',
      url: `/api/customer/${f.brandco}/ingest/${id}`,
      headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}` },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('lets product managers write and refuses members without product management, read-only users and other tenants', async () => {
    const row = `${HEADER}\n2026-03-21,amazon-de,4006381333931,true,true,19.99,,EUR,,,`;
    expect((await ingest(row, { email: 'pm@acme.test' })).statusCode).toBe(200);
    expect((await ingest(row, { email: 'analyst@acme.test' })).statusCode).toBe(403);
    expect((await ingest(row, { email: 'readonly@acme.test' })).statusCode).toBe(403);
    expect((await ingest(row, { email: 'pm@acme.test', customerId: f.brandco })).statusCode).toBe(403);
  });

  it('refuses other body types with 415, a job id that is no job id with 400 and one it does not know with 404', async () => {
    const json = await ingest('{"day":"2026-03-01"}', { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: 'Send text/csv or application/x-ndjson' });
    const malformed = await status(f.acme, 'nope', 'admin@acme.test');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('jobId');
    expect(malformed.body).toContain('Not an ingestion job id');
    const missing = await status(f.acme, randomUUID(), 'admin@acme.test');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Ingestion job not found' });
  });

  it("answers another tenant's load to nobody outside it: 403 without membership, 404 under one's own customer", async () => {
    const brandcoFile = `${HEADER}\n2026-03-22,bol-nl,4006381333931,true,true,19.99,,EUR,,,`;
    const response = await ingest(brandcoFile, { email: 'sysadmin@shelfsight.test', customerId: f.brandco });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<IngestJob>();
    expect((await status(f.brandco, id, 'sysadmin@shelfsight.test')).json()).toMatchObject({ id });
    // Paula is in Acme only; Alice is in both, and Brandco's load is not Acme's.
    expect((await status(f.brandco, id, 'pm@acme.test')).statusCode).toBe(403);
    expect((await status(f.acme, id, 'admin@acme.test')).statusCode).toBe(404);
  });

  it('stores the status of each load when it is accepted and removes the received file once it has finished', async () => {
    const stored = await ingest(`${HEADER}\n2026-03-23,amazon-de,4006381333931,true,true,18.99,,EUR,,,`);
    const rejected = await ingest(`${HEADER}\n2026-03-23,nowhere-de,4006381333931,true,true,18.99,,EUR,,,`);
    const ids = [stored.json<IngestJob>().id, rejected.json<IngestJob>().id];
    const { rows } = await f.t.app.db.execute<Record<string, unknown>>(
      sql`select id, customer_id, state, rows_stored, problem_count, spool_file from ingest_loads
          where id in (${ids[0]}, ${ids[1]}) order by rows_stored desc`,
    );
    expect(rows).toEqual([
      { id: ids[0], customer_id: f.acme, state: 'done', rows_stored: 1, problem_count: 0, spool_file: null },
      { id: ids[1], customer_id: f.acme, state: 'rejected', rows_stored: 0, problem_count: 1, spool_file: null },
    ]);
    expect(await readdir(path.join(f.t.config.dataDir, 'files', 'ingest'))).toEqual([]);
  });
});

function status(customerId: number, jobId: string, email: string) {
  return f.t.app.inject({
    method: 'GET',
    url: `/api/customer/${customerId}/ingest/${jobId}`,
    headers: { authorization: `Bearer ${f.tokens[email]}` },
  });
}
