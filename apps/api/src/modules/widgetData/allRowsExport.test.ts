import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { widgetDataRequestSchema, type WidgetDataAnswer } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../../test/marketTestApp';
import { readStampedCsv, readStampedWorkbook, stampValue } from '../../test/stampedFiles';
import { apiCaller, type TestApp } from '../../test/testApp';
import { allRows, streamStampedExport } from './allRowsExport';
import { widgetAnswer } from '../engine';

let t: TestApp;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
let widgetId = 0;
/** The table's product names as one get-data page large enough for all of them shows them. */
let allProducts: string[] = [];

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

const call = apiCaller(() => t.app);

beforeAll(async () => {
  ({ t, acme, brandco } = await createMarketTestApp([analyst]));
  const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
    name: 'All products',
    visualizationType: 'DATA_TABLE',
    dimensionId: 6,
    tableFields: [
      { fieldType: 'ATTRIBUTE', fieldId: 1, fieldName: 'Product', dataType: 's' },
      { fieldType: 'METRIC', fieldId: 8, fieldName: 'Selling price', dataType: 'n', aggregationType: 'AVG' },
    ],
  });
  widgetId = (created.json() as { id: number }).id;
  const all = await call(analyst, 'POST', `/api/customer/${acme}/widget/get-data`, {
    widgetId,
    ...FEBRUARY,
    itemsPerPage: 1000,
  });
  const answer = all.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>;
  const product = answer.rawOutput.columns[0]!.key;
  allProducts = answer.rawOutput.rows.map((row) => String(row.values[product]));
  expect(allProducts.length).toBeGreaterThan(4);
});
afterAll(async () => {
  await t.close();
});

const download = (format: 'csv' | 'excel', payload: object, customerId = acme) =>
  call(analyst, 'POST', `/api/customer/${customerId}/widget/${widgetId}/download/${format}`, payload);

/** The first column of a stamped file's table (its header left out), and its stamp. */
async function productsIn(format: 'csv' | 'excel', file: Buffer) {
  if (format === 'csv') {
    const { stamp, table } = readStampedCsv(file);
    return { stamp, products: (parse(table) as string[][]).slice(1).map((row) => row[0]) };
  }
  const { stamp, sheets } = await readStampedWorkbook(file);
  const products: string[] = [];
  sheets[0]!.eachRow((row, number) => {
    if (number > 1) products.push(String(row.getCell(1).value));
  });
  return { stamp, products };
}

describe('POST widget/{id}/download with exportRows all', () => {
  it('writes every row whatever page was asked, and says so in the stamp', async () => {
    for (const format of ['csv', 'excel'] as const) {
      const response = await download(format, { ...FEBRUARY, exportRows: 'all', itemsPerPage: 2, page: 2 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(format === 'csv' ? '.csv' : '.xlsx');
      const { stamp, products } = await productsIn(format, response.rawPayload);
      expect(products, format).toEqual(allProducts);
      expect(stampValue(stamp, 'Rows'), format).toBe(`1–${allProducts.length} of ${allProducts.length}`);
    }
  });

  it('names a bad choice of rows, and refuses another customer', async () => {
    const bad = await download('csv', { ...FEBRUARY, exportRows: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('exportRows');
    expect((await download('excel', { ...FEBRUARY, exportRows: 'all' }, brandco)).statusCode).toBe(403);
  });
});

describe('the all-rows writer', () => {
  it('reads page after page and stops at its limit, saying where', async () => {
    const viewer = { customerId: acme, userId: 0, isSystemAdmin: true };
    const body = widgetDataRequestSchema.parse({ widgetId, ...FEBRUARY });
    const pagesAsked: number[] = [];
    const limit = allProducts.length - 1;
    for (const format of ['csv', 'excel'] as const) {
      const rows = await allRows(
        async (paging) => {
          pagesAsked.push(paging.page);
          return (await widgetAnswer(t.app, viewer, { ...body, ...paging }, {})).answer;
        },
        { pageSize: 2, limit },
      );
      const output = new PassThrough();
      const file = buffer(output);
      await streamStampedExport(
        { dateFrom: '', dateTo: '', rows: [['Widget', 'All products']] },
        rows,
        'All products',
        format,
        output,
      );
      const { stamp, products } = await productsIn(format, await file);
      expect(products, format).toEqual(allProducts.slice(0, limit));
      expect(stampValue(stamp, 'Rows'), format).toBe(`1–${limit} of ${allProducts.length} (limit reached)`);
    }
    // Pages of two rows: as many pages as the limit needs, each asked once per file.
    const pages = Math.ceil(limit / 2);
    expect(pagesAsked).toEqual([
      ...Array.from({ length: pages }, (_, i) => i + 1),
      ...Array.from({ length: pages }, (_, i) => i + 1),
    ]);
  });
});
