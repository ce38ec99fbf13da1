import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../../test/marketTestApp';
import { readStampedCsv, readStampedWorkbook, stampValue } from '../../test/stampedFiles';
import { apiCaller, type TestApp } from '../../test/testApp';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { sql } from 'drizzle-orm';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst]));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
type Format = 'csv' | 'excel';
type Cell = string | number | null;

function download(widgetId: number, format: Format, options: { customerId?: number; payload?: object } = {}) {
  return call(
    analyst,
    'POST',
    `/api/customer/${options.customerId ?? acme}/widget/${widgetId}/download/${format}`,
    options.payload ?? FEBRUARY,
  );
}

/** Numbers to 12 significant digits: a percent read back from its fraction may differ in the last bits. */
const roundedNumber = (value: number) => Number(value.toPrecision(12));
const numberOrText = (cell: string): Cell =>
  cell === '' ? null : /^-?\d+(\.\d+)?(e-?\d+)?$/.test(cell) ? roundedNumber(Number(cell)) : cell;

/**
 * The table's rows as plain cells and the stamp above it, read with the libraries the product writes
 * them with: a CSV's table starts after the stamp's blank line, a workbook's on the sheet after "Export".
 * A workbook's cells are read as the CSV writes them: a percent (a fraction shown as 0.0%) in percent
 * points, a date cell as its ISO day.
 */
async function fileOf(format: Format, file: Buffer): Promise<{ stamp: [string, string][]; cells: Cell[][] }> {
  if (format === 'csv') {
    const { stamp, table } = readStampedCsv(file);
    const rows = parse(table, { relax_column_count: true }) as string[][];
    // A CSV line ends at its last value: empty cells at the end are read back as empty, as the sheet has them.
    const width = Math.max(...rows.map((row) => row.length));
    return {
      stamp,
      cells: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '').map(numberOrText)),
    };
  }
  const { stamp, sheets } = await readStampedWorkbook(file);
  expect(sheets).toHaveLength(1);
  const sheet = sheets[0]!;
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: Cell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const cell = row.getCell(column);
      const { value } = cell;
      if (value instanceof Date) {
        values.push(value.toISOString().slice(0, 10));
        continue;
      }
      // A formula or rich text would be an object: the export must hold plain values only.
      if (value !== null && typeof value === 'object')
        throw new Error(`Cell ${row.number}:${column} is not a plain value: ${JSON.stringify(value)}`);
      if (typeof value === 'number') values.push(roundedNumber(cell.numFmt === '0.0%' ? value * 100 : value));
      else values.push(value === undefined ? null : (value as Cell));
    }
    rows.push(values);
  });
  return { stamp, cells: rows };
}

const cellsOf = async (format: Format, file: Buffer) => (await fileOf(format, file)).cells;
/** The stamp without its time of making, which differs between two downloads. */
const stampWithoutTime = (stamp: [string, string][]) => stamp.filter(([label]) => label !== 'Generated');

/** Money amounts of an answer with their currency, wherever the widget type puts them. */
function moneyOf(answer: WidgetDataAnswer): { value: number; currency: string }[] {
  const money: { value: number; currency: string }[] = [];
  const add = (value: number | null | undefined, currency: string | null | undefined) => {
    if (typeof value === 'number' && currency) money.push({ value, currency });
  };
  const chartCurrency = (format: { type: string; currencyCode?: string }) =>
    format.type === 'currency' ? format.currencyCode : null;
  switch (answer.visualizationType) {
    case 'KPI':
      add(answer.rawOutput.value, chartCurrency(answer.settingsUsed.valueFormat));
      break;
    case 'LINE':
      for (const series of answer.rawOutput.chartData)
        for (const point of series.points) add(point.value, chartCurrency(answer.settingsUsed.valueFormat));
      break;
    case 'HORIZONTAL_BAR':
      for (const bar of answer.rawOutput.bars) add(bar.value, chartCurrency(answer.settingsUsed.valueFormat));
      break;
    case 'SCATTER':
      for (const series of answer.rawOutput.series) {
        for (const point of series.points) {
          add(point.x, series.currencyCode ?? chartCurrency(answer.settingsUsed.xAxis.valueFormat));
          add(point.y, series.currencyCode ?? chartCurrency(answer.settingsUsed.yAxis.valueFormat));
        }
      }
      break;
    case 'DATA_TABLE':
      for (const column of answer.rawOutput.columns.filter((candidate) => candidate.format === 'currency')) {
        for (const row of answer.rawOutput.rows) add(row.values[column.key] as number | null, column.currency);
      }
      break;
    case 'MATRIX_TABLE':
      if (answer.rawOutput.metric.format === 'currency')
        for (const row of answer.rawOutput.rows)
          for (const value of Object.values(row.values)) add(value, answer.rawOutput.metric.currency);
      break;
    case 'PERFORMANCE_OVERVIEW':
      if (answer.rawOutput.metric.format === 'currency')
        for (const item of answer.rawOutput.items) add(item.value, answer.rawOutput.metric.currency);
      break;
    case 'PRODUCT_OVERVIEW':
      for (const product of answer.rawOutput.products)
        for (const metric of product.metrics) if (metric.format === 'currency') add(metric.value, metric.currency);
      break;
    default:
      break;
  }
  return money;
}

const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
const decimalsIn = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('POST widget/{id}/download/csv and /excel of every demo widget', () => {
  it('hold distinct headers, the same cells in both files, and money rounded to its currency', async () => {
    const list = await call(analyst, 'GET', `/api/customer/${acme}/widgets`);
    const widgets = list.json() as { id: number; name: string; visualizationType: string }[];
    expect(new Set(widgets.map((widget) => widget.visualizationType)).size).toBeGreaterThanOrEqual(10);
    let roundedAmounts = 0;
    for (const widget of widgets) {
      const answer = (
        await call(analyst, 'POST', `/api/customer/${acme}/widget/get-data`, { widgetId: widget.id, ...FEBRUARY })
      ).json() as WidgetDataAnswer;
      const sheets: Partial<Record<Format, Cell[][]>> = {};
      const stamps: Partial<Record<Format, [string, string][]>> = {};
      for (const format of ['csv', 'excel'] as const) {
        const response = await download(widget.id, format);
        expect(`${widget.name} ${format} ${response.statusCode}`).toBe(`${widget.name} ${format} 200`);
        expect(response.headers['content-disposition']).toContain(`.${format === 'csv' ? 'csv' : 'xlsx'}`);
        const { stamp, cells } = await fileOf(format, response.rawPayload);
        sheets[format] = cells;
        stamps[format] = stampWithoutTime(stamp);
        // Outside a dashboard the stamp names the widget and the days asked for, and no dashboard.
        expect(stampValue(stamp, 'Widget'), format).toBe(widget.name);
        expect(stampValue(stamp, 'Dashboard'), format).toBeUndefined();
        if (widget.visualizationType !== 'TEXT')
          expect(stampValue(stamp, 'Dates'), `${widget.name} ${format}`).toBe(
            `${FEBRUARY.dateFrom} – ${FEBRUARY.dateTo}`,
          );
        expect(stampValue(stamp, 'Filters'), format).toBe('None');
        const header = cells[0] ?? [];
        expect(header.length, `${widget.name} ${format}`).toBeGreaterThan(0);
        expect(new Set(header).size, `${widget.name} ${format}: ${header.join(' | ')}`).toBe(header.length);
      }
      expect(sheets.csv, widget.name).toEqual(sheets.excel);
      expect(stamps.csv, widget.name).toEqual(stamps.excel);
      const numbers = (sheets.excel ?? [])
        .slice(1)
        .flat()
        .filter((cell): cell is number => typeof cell === 'number');
      for (const { value, currency } of moneyOf(answer)) {
        const digits = digitsOf(currency);
        if (decimalsIn(value) <= digits) continue;
        roundedAmounts += 1;
        // Within half a minor unit of the amount, with no more decimals than the currency has.
        expect(
          numbers.some((cell) => Math.abs(cell - value) <= 10 ** -digits / 2 + 1e-9 && decimalsIn(cell) <= digits),
          `${widget.name}: ${value} ${currency}`,
        ).toBe(true);
        expect(numbers, `${widget.name}: ${value} ${currency} unrounded`).not.toContain(value);
      }
    }
    // The demo prices are averages with more decimals than cents: rounding had something to do.
    expect(roundedAmounts).toBeGreaterThan(0);
  });

  it('gives the same metric shown twice distinct headers', async () => {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Price spread',
      visualizationType: 'DATA_TABLE',
      dimensionId: 6,
      tableFields: [
        { fieldType: 'ATTRIBUTE', fieldId: 1, fieldName: 'Product', dataType: 's' },
        { fieldType: 'METRIC', fieldId: 8, fieldName: 'Selling price', dataType: 'n', aggregationType: 'MIN' },
        { fieldType: 'METRIC', fieldId: 8, fieldName: 'Selling price', dataType: 'n', aggregationType: 'MAX' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    for (const format of ['csv', 'excel'] as const) {
      const header = (await cellsOf(format, (await download(id, format)).rawPayload))[0] ?? [];
      // The product-name attribute is the item column itself; the two prices must still be told apart.
      expect(header.filter((heading) => String(heading).startsWith('Selling price'))).toHaveLength(2);
      expect(new Set(header).size, header.join(' | ')).toBe(header.length);
    }
  });

  it('keeps text a spreadsheet would run as a formula as text', async () => {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: '=Formula note',
      visualizationType: 'TEXT',
      textFields: { title: '=HYPERLINK("http://x.test")', body: '@SUM(A1)' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const csv = await download(id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect((await cellsOf('csv', csv.rawPayload))[1]).toEqual(['\'=HYPERLINK("http://x.test")', "'@SUM(A1)"]);
    // A workbook's strings are never formulas: they are written as they are.
    const excel = await download(id, 'excel');
    expect((await cellsOf('excel', excel.rawPayload))[1]).toEqual(['=HYPERLINK("http://x.test")', '@SUM(A1)']);
    const plus = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Signs',
      visualizationType: 'TEXT',
      textFields: { title: '+1+1', body: '-1+1' },
    });
    const signs = await cellsOf('excel', (await download((plus.json() as { id: number }).id, 'excel')).rawPayload);
    expect(signs[1]).toEqual(['+1+1', '-1+1']);
  });
});

describe('the stamp of a widget download', () => {
  it('names the filter items, the comparison, the retailer assortment and when the file was made', async () => {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Stamped stock',
      visualizationType: 'KPI',
      metricId: 2,
      aggregationFunction: 'AVG',
    });
    const { id } = created.json() as { id: number };
    const retailer = fixture.retailers[0]!;
    // The names as the catalogue holds them, read here without the product's code.
    const names = await t.app.db.execute<{ retailer: string; country: string }>(sql`
      SELECT r.display_name AS retailer, c.name AS country FROM retailers r
      JOIN countries c ON c.code = r.country_code WHERE r.id = ${retailer.id}`);
    const expected = names.rows[0]!;
    const payload = {
      ...FEBRUARY,
      compareDateFrom: '2024-01-01',
      compareDateTo: '2024-01-29',
      filterRetailerIds: [retailer.id, 999_999],
      filterCountryIds: [retailer.countryId],
      applyRetailerAssortment: 1,
    };
    for (const format of ['csv', 'excel'] as const) {
      const before = Date.now();
      const response = await download(id, format, { payload });
      expect(response.statusCode, response.body).toBe(200);
      const after = Date.now();
      const { stamp } = await fileOf(format, response.rawPayload);
      expect(stampValue(stamp, 'Widget')).toBe('Stamped stock');
      expect(stampValue(stamp, 'Dates')).toBe(`${FEBRUARY.dateFrom} – ${FEBRUARY.dateTo}`);
      expect(stampValue(stamp, 'Compared with')).toBe('2024-01-01 – 2024-01-29');
      expect(stampValue(stamp, 'Retailers')).toBe(`${expected.retailer}, #999999`);
      expect(stampValue(stamp, 'Countries')).toBe(expected.country);
      expect(stampValue(stamp, 'Filters')).toBeUndefined();
      expect(stampValue(stamp, 'Retailer assortment')).toBe('Applied');
      const made = Date.parse(stampValue(stamp, 'Generated') ?? '');
      expect(made).toBeGreaterThanOrEqual(before);
      expect(made).toBeLessThanOrEqual(after);
    }
  });
});

describe('widget downloads: bad input and other tenants', () => {
  it('names the bad field, answers 404 for an unknown widget and 403 for another customer', async () => {
    const list = await call(analyst, 'GET', `/api/customer/${acme}/widgets`);
    const [first] = list.json() as { id: number }[];
    const badDate = await download(first!.id, 'csv', { payload: { dateFrom: '2024-02-30', dateTo: '2024-03-01' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('dateFrom');
    expect((await download(99_999, 'excel')).statusCode).toBe(404);
    expect((await download(first!.id, 'excel', { customerId: brandco })).statusCode).toBe(403);
  });
});

describe('the rows a widget download holds', () => {
  /** A product table, and its rows counted from one get-data page large enough to hold them all. */
  async function productTable() {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Every product',
      visualizationType: 'DATA_TABLE',
      dimensionId: 6,
      tableFields: [
        { fieldType: 'ATTRIBUTE', fieldId: 1, fieldName: 'Product', dataType: 's' },
        { fieldType: 'METRIC', fieldId: 8, fieldName: 'Selling price', dataType: 'n', aggregationType: 'AVG' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const all = await call(analyst, 'POST', `/api/customer/${acme}/widget/get-data`, {
      widgetId: id,
      ...FEBRUARY,
      itemsPerPage: 1000,
    });
    const rows = (all.json() as { rawOutput: { rows: unknown[] } }).rawOutput.rows.length;
    expect(rows).toBeGreaterThan(4);
    return { id, rows };
  }

  it('says in its stamp which rows of how many it holds: page 1 of 50 by default, or the page asked for', async () => {
    const { id, rows } = await productTable();
    for (const format of ['csv', 'excel'] as const) {
      const first = await fileOf(format, (await download(id, format)).rawPayload);
      const shown = Math.min(50, rows);
      expect(first.cells.length - 1, format).toBe(shown);
      expect(stampValue(first.stamp, 'Rows'), format).toBe(`1–${shown} of ${rows}`);
      const second = await fileOf(
        format,
        (await download(id, format, { payload: { ...FEBRUARY, page: 2, itemsPerPage: 2 } })).rawPayload,
      );
      expect(second.cells.length - 1, format).toBe(2);
      expect(stampValue(second.stamp, 'Rows'), format).toBe(`3–4 of ${rows}`);
    }
  });
});
