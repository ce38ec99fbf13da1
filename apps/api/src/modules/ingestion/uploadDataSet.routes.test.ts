import type { IngestJob } from '@shelfsight/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';

let f: IngestFixture;
beforeAll(async () => {
  f = await ingestFixture();
});
afterAll(async () => {
  await f.t.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(file: Blob | null, name: string, options: { email?: string; customerId?: number } = {}) {
  const { email = 'admin@acme.test', customerId = f.acme } = options;
  const form = new FormData();
  if (file) form.append('file', file, name);
  else form.append('note', 'no file');
  return f.t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/upload-data-set?wait=true`,
    headers: { authorization: `Bearer ${f.tokens[email]}` },
    payload: form,
  });
}

async function workbook(rows: unknown[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Observations');
  sheet.addRow([]);
  rows.forEach((row) => sheet.addRow(row));
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX });
}

const csv = (text: string) => new Blob([text], { type: 'text/csv' });
const VALID =
  'day,retailer,shopProductId,listed,inStock,sellingPrice,currency\n2026-05-01,amazon-de,K-1,true,true,18.50,EUR\n';

describe('POST /api/customer/:customerId/upload-data-set', () => {
  it('stores a CSV file', async () => {
    const response = await upload(csv(VALID), 'prices.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json<IngestJob>()).toMatchObject({
      state: 'done',
      format: 'csv',
      fileName: 'prices.csv',
      rowsStored: 1,
    });
  });

  it('stores the first worksheet of an XLSX file, with date cells and numbers as typed in', async () => {
    const file = await workbook([
      ['Day', 'Retailer', 'Product Id', 'Listed', 'In stock', 'Selling price', 'Currency', 'Rating'],
      [new Date(Date.UTC(2026, 4, 2)), 'otto-de', f.product.toaster, true, false, 42.9, 'EUR', 4.5],
      [],
      ['2026-05-03', 'otto-de', f.product.toaster, 'true', 'true', '41', 'EUR', null],
    ]);
    const job = (await upload(file, 'observations.xlsx')).json<IngestJob>();
    expect(job).toMatchObject({ state: 'done', format: 'xlsx', rowsRead: 2, rowsStored: 2 });
    const stored = (await f.facts(f.acme)).filter((row) => row.retailer_id === f.retailer.otto);
    expect(stored).toEqual([
      expect.objectContaining({ day: '2026-05-02', in_stock: false, selling_price: '42.90', rating: '4.50' }),
      expect.objectContaining({ day: '2026-05-03', in_stock: true, selling_price: '41.00', rating: null }),
    ]);
  });

  it('names problems of an XLSX file by the row numbers the sheet shows and stores nothing', async () => {
    const before = await f.facts(f.acme);
    const file = await workbook([
      ['day', 'retailer', 'productId', 'listed', 'sellingPrice', 'currency'],
      ['2026-05-04', 'otto-de', f.product.toaster, true, 10, 'EUR'],
      ['2026-05-04', 'otto-de', 999999, true, 'ten', 'EUR'],
    ]);
    const job = (await upload(file, 'bad.xlsx')).json<IngestJob>();
    expect(job).toMatchObject({ state: 'rejected', rowsRead: 2, rowsValid: 1, problemCount: 2 });
    expect(job.problems).toEqual([
      { row: 4, column: 'productId', message: 'Unknown product' },
      { row: 4, column: 'sellingPrice', message: 'Not a number: use a point for decimals, e.g. 19.99' },
    ]);
    expect(await f.facts(f.acme)).toEqual(before);
  });

  it('answers the upload messages of spec 1 for wrong, empty, missing and too large files', async () => {
    const wrongType = await upload(new Blob(['x'.repeat(200)], { type: 'text/plain' }), 'notes.txt');
    expect([wrongType.statusCode, wrongType.json().message]).toEqual([400, 'unsupported-filetype']);
    const empty = await upload(csv('day,listed\n'), 'empty.csv');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'empty-file']);
    const missing = await upload(null, '');
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'No data.file provided']);
    const large = await upload(csv(VALID.repeat(Math.ceil((5 * 1024 * 1024) / VALID.length) + 1)), 'large.csv');
    expect([large.statusCode, large.json().message]).toEqual([
      413,
      'File size exceeded: please upload a file smaller than 5 MB.',
    ]);
  });

  it('refuses a file that is not a spreadsheet archive although named .xlsx', async () => {
    const response = await upload(new Blob(['not a zip '.repeat(20)], { type: XLSX }), 'fake.xlsx');
    expect([response.statusCode, response.json().message]).toEqual([422, 'The spreadsheet could not be read']);
  });

  it('refuses read-only users, members without product management and other tenants', async () => {
    expect((await upload(csv(VALID), 'prices.csv', { email: 'readonly@acme.test' })).statusCode).toBe(403);
    expect((await upload(csv(VALID), 'prices.csv', { email: 'analyst@acme.test' })).statusCode).toBe(403);
    expect((await upload(csv(VALID), 'prices.csv', { email: 'pm@acme.test', customerId: f.brandco })).statusCode).toBe(
      403,
    );
  });
});
