import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../../test/marketTestApp';
import { readStampedCsv, readStampedWorkbook, stampValue } from '../../test/stampedFiles';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
const analyst = 'analyst@acme.test';

beforeAll(async () => {
  ({ t, acme } = await createMarketTestApp([analyst]));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

function download(widgetId: number, format: 'csv' | 'excel') {
  return call(analyst, 'POST', `/api/customer/${acme}/widget/${widgetId}/download/${format}`, FEBRUARY);
}

describe('number formats of widget downloads', () => {
  const expectedMoneyFormats: Record<string, string> = { EUR: '€#,##0.00', GBP: '£#,##0.00', USD: '$#,##0.00' };

  it('writes money in its currency’s format, percent as a fraction shown 0.0%, counts as #,##0', async () => {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Formats',
      visualizationType: 'DATA_TABLE',
      dimensionId: 6,
      tableFields: [
        { fieldType: 'ATTRIBUTE', fieldId: 1, fieldName: 'Product', dataType: 's' },
        { fieldType: 'METRIC', fieldId: 8, fieldName: 'Selling price', dataType: 'n', aggregationType: 'AVG' },
        { fieldType: 'METRIC', fieldId: 2, fieldName: 'Availability', dataType: 'n', aggregationType: 'AVG' },
        { fieldType: 'METRIC', fieldId: 4, fieldName: 'Number of reviews', dataType: 'n', aggregationType: 'SUM' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const answer = (
      await call(analyst, 'POST', `/api/customer/${acme}/widget/get-data`, { widgetId: id, ...FEBRUARY })
    ).json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>;
    const { columns, rows } = answer.rawOutput;
    const byFormat = (format: string) => columns.findIndex((column) => column.format === format);
    const money = byFormat('currency');
    const percent = byFormat('percent');
    const count = columns.findIndex((column) => column.name === 'Number of reviews');
    expect([money, percent, count].every((index) => index > 0)).toBe(true);
    const currency = columns[money]!.currency!;
    expect(expectedMoneyFormats[currency]).toBeDefined();

    const file = (await download(id, 'excel')).rawPayload;
    const { stamp, sheets } = await readStampedWorkbook(file);
    expect(stampValue(stamp, 'Currency')).toBe(currency);
    const sheet = sheets[0]!;
    rows.forEach((row, index) => {
      const line = sheet.getRow(index + 2);
      const price = line.getCell(money + 1);
      if (typeof row.values[columns[money]!.key] === 'number')
        expect(price.numFmt).toBe(expectedMoneyFormats[currency]);
      const shown = row.values[columns[percent]!.key];
      if (typeof shown === 'number') {
        const cell = line.getCell(percent + 1);
        expect(cell.numFmt).toBe('0.0%');
        expect(cell.value as number).toBeCloseTo(shown / 100, 12);
      }
      const reviews = row.values[columns[count]!.key];
      if (typeof reviews === 'number') {
        expect(Number.isInteger(reviews)).toBe(true);
        expect(line.getCell(count + 1).numFmt).toBe('#,##0');
      }
    });
    // Text stays text.
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
  });

  it('writes the days of a line as date cells, and a CSV with a byte-order mark and rows as wide as their header', async () => {
    const list = await call(analyst, 'GET', `/api/customer/${acme}/widgets`);
    const line = (list.json() as { id: number; visualizationType: string }[]).find(
      (widget) => widget.visualizationType === 'LINE',
    )!;
    const excel = await readStampedWorkbook((await download(line.id, 'excel')).rawPayload);
    const csvFile = (await download(line.id, 'csv')).rawPayload;
    expect([...csvFile.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { table } = readStampedCsv(csvFile);
    // Strict parsing: a row wider or narrower than the header is an error.
    const csvRows = parse(table) as string[][];
    expect(csvRows.length).toBeGreaterThan(1);
    const sheet = excel.sheets[0]!;
    csvRows.slice(1).forEach(([, day], index) => {
      const cell = sheet.getRow(index + 2).getCell(2);
      expect(cell.value).toBeInstanceOf(Date);
      expect(cell.numFmt).toBe('yyyy-mm-dd');
      expect((cell.value as Date).getTime()).toBe(Date.parse(`${day}T00:00:00Z`));
    });
  });
});
