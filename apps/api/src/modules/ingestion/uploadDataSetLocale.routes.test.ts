import type { FileLocale, FilePreview, IngestJob } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';

let f: IngestFixture;
beforeAll(async () => {
  f = await ingestFixture();
});
afterAll(async () => {
  await f.t.close();
});

const GERMAN: FileLocale = { separator: ';', decimalMark: ',', dateOrder: 'DMY' };
const HEADER = [
  'day',
  'retailer',
  'shopProductId',
  'listed',
  'inStock',
  'sellingPrice',
  'originalPrice',
  'currency',
  'rating',
];
// 01.11.2026 reads as 1 November only day-first; 1.234,56 as 1234.56 only with a decimal comma.
const ROWS = [
  ['31.10.2026', 'amazon-de', 'K-1', 'true', 'true', '1.234,56', '1.299,00', 'EUR', '4,5'],
  ['01.11.2026', 'amazon-de', 'K-1', 'true', 'false', '19,99', '', 'EUR', ''],
];
const GERMAN_CSV = [HEADER, ...ROWS].map((cells) => cells.join(';')).join('\r\n') + '\r\n';

/** Plain readings of the German notation, independent of the ingestion. */
const germanNumber = (text: string) =>
  text === '' ? null : Number(text.replaceAll('.', '').replace(',', '.')).toFixed(2);
const germanDay = (text: string) => text.split('.').reverse().join('-');

function post(
  path: 'upload-data-set' | 'upload-data-set/preview',
  fields: Record<string, string>,
  options: { email?: string; customerId?: number; text?: string } = {},
) {
  const { email = 'admin@acme.test', customerId = f.acme, text = GERMAN_CSV } = options;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([text], { type: 'text/csv' }), 'preise.csv');
  return f.t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/${path}${path === 'upload-data-set' ? '?wait=true' : ''}`,
    headers: { authorization: `Bearer ${f.tokens[email]}` },
    payload: form,
  });
}

describe('POST /api/customer/:customerId/upload-data-set/preview', () => {
  it('answers the detected German locale, the header and the first rows', async () => {
    const response = await post('upload-data-set/preview', {});
    expect(response.statusCode).toBe(200);
    expect(response.json<FilePreview>()).toEqual({ format: 'csv', detected: GERMAN, header: HEADER, rows: ROWS });
  });

  it('detects a plain comma file as written', async () => {
    const rows = [
      ['2026-05-01', 'amazon-de', 'K-1', 'true', '18.50', 'EUR'],
      ['2026-05-02', 'amazon-de', 'K-1', 'true', '18.90', 'EUR'],
    ];
    const text = [
      'day,retailer,shopProductId,listed,sellingPrice,currency',
      ...rows.map((cells) => cells.join(',')),
    ].join('\n');
    const preview = (await post('upload-data-set/preview', {}, { text })).json<FilePreview>();
    expect(preview.detected).toEqual({ separator: ',', decimalMark: '.', dateOrder: 'YMD' });
    expect(preview.rows).toEqual(rows);
  });

  it('refuses read-only users, members without product management and other tenants', async () => {
    expect((await post('upload-data-set/preview', {}, { email: 'readonly@acme.test' })).statusCode).toBe(403);
    expect((await post('upload-data-set/preview', {}, { email: 'analyst@acme.test' })).statusCode).toBe(403);
    const otherTenant = await post('upload-data-set/preview', {}, { email: 'pm@acme.test', customerId: f.brandco });
    expect(otherTenant.statusCode).toBe(403);
  });
});

describe('POST /api/customer/:customerId/upload-data-set with a locale', () => {
  it('stores decimal commas, thousands dots and day-first dates as the numbers and days they mean', async () => {
    const response = await post('upload-data-set', GERMAN);
    expect(response.statusCode).toBe(200);
    expect(response.json<IngestJob>()).toMatchObject({ state: 'done', format: 'csv', rowsStored: ROWS.length });
    const stored = (await f.facts(f.acme)).filter((row) => ROWS.some((cells) => row.day === germanDay(cells[0]!)));
    expect(stored.map((row) => [row.day, row.selling_price, row.original_price, row.rating])).toEqual(
      ROWS.map((cells) => [
        germanDay(cells[0]!),
        germanNumber(cells[5]!),
        germanNumber(cells[6]!),
        germanNumber(cells[8]!),
      ]),
    );
  });

  it('reads an ambiguous day in the order the user chose', async () => {
    const text = 'day,retailer,shopProductId,listed,sellingPrice,currency\n02/03/2025,amazon-de,K-1,true,"1,5",EUR\n';
    // Blank lines bring the file to the upload's 100-byte minimum.
    const padded = text + '\n'.repeat(100);
    for (const dateOrder of ['MDY', 'DMY'] as const) {
      const job = (
        await post('upload-data-set', { separator: ',', decimalMark: ',', dateOrder }, { text: padded })
      ).json<IngestJob>();
      expect(job).toMatchObject({ state: 'done', rowsStored: 1 });
    }
    const [month, day] = [2, 3];
    const days = (await f.facts(f.acme)).map((row) => row.day);
    // Stored once as 3 February (month first), once as 2 March (day first).
    expect(days).toContain(`2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    expect(days).toContain(`2025-${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}`);
  });

  it('reads the same file as written without the locale fields, and rejects its numbers', async () => {
    const job = (await post('upload-data-set', {})).json<IngestJob>();
    expect(job.state).toBe('rejected');
    expect(job.problems).toContainEqual(expect.objectContaining({ row: 2, column: 'sellingPrice' }));
  });

  it('answers 400 naming the field of a wrong locale value', async () => {
    const response = await post('upload-data-set', { ...GERMAN, decimalMark: ';' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('decimalMark');
    const order = await post('upload-data-set/preview', { ...GERMAN, dateOrder: 'DDMMYYYY' });
    expect([order.statusCode, order.json().message]).toEqual([400, expect.stringContaining('dateOrder')]);
  });

  it('refuses read-only users, members without product management and other tenants', async () => {
    expect((await post('upload-data-set', GERMAN, { email: 'readonly@acme.test' })).statusCode).toBe(403);
    expect((await post('upload-data-set', GERMAN, { email: 'analyst@acme.test' })).statusCode).toBe(403);
    const otherTenant = await post('upload-data-set', GERMAN, { email: 'pm@acme.test', customerId: f.brandco });
    expect(otherTenant.statusCode).toBe(403);
  });
});
