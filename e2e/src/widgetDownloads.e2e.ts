import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** A demo data table (apps/api seed) with money and two fields both named 'Product'. */
const WIDGET = 'Product prices and stock';

type Cell = string | number | null;

/** A sheet as plain rows, as a spreadsheet user would read it. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): Cell[][] {
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      cells.push(
        value === undefined || value === null
          ? null
          : typeof value === 'number' || typeof value === 'string'
            ? value
            : String(value),
      );
    }
    rows.push(cells);
  });
  return rows;
}

/** CSV text read as a spreadsheet program reads it. */
async function csvRows(text: string): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  return rowsOf(await workbook.csv.read(Readable.from([text])));
}

/** A stamp's lines as label → value. */
const stampOf = (rows: Cell[][]) => new Map(rows.map(([label, value]) => [String(label), String(value ?? '')]));

/** Opens the card's Download menu, picks an entry and answers the file the browser saved. */
async function downloadFrom(page: Page, card: Locator, entry: 'CSV' | 'Excel') {
  await card.getByRole('button', { name: `Download ${WIDGET}` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('menuitem', { name: entry, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

const decimalsIn = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('widget downloads in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('saves a widget as CSV and as Excel from its card menu, with distinct headers and money in cents', async () => {
    await signInOnce(page, 'admin@acme.test');
    // The previews draw the one period of the list: the files must cover the days a preview drew.
    const drawn = page.waitForResponse(
      async (response) =>
        response.request().method() === 'POST' &&
        /\/widget\/get-data(\/1)?$/.test(new URL(response.url()).pathname) &&
        response.ok() &&
        typeof ((await response.json()) as { settingsUsed?: { dateFrom?: string } }).settingsUsed?.dateFrom ===
          'string',
      { timeout: 60_000 },
    );
    await page.goto('/widgets/');
    const { settingsUsed: days } = (await (await drawn).json()) as {
      settingsUsed: { dateFrom: string; dateTo: string };
    };
    const card = page.getByRole('article', { name: WIDGET, exact: true });
    await card.waitFor({ timeout: 60_000 });
    const preview = card.getByRole('figure', { name: `Preview of ${WIDGET}` });
    await expect.poll(async () => preview.getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');

    const csv = await downloadFrom(page, card, 'CSV');
    expect(csv.name).toBe(`${WIDGET}.csv`);
    const excel = await downloadFrom(page, card, 'Excel');
    expect(excel.name).toBe(`${WIDGET}.xlsx`);

    // CSV: the stamp's lines, a blank line, then the table; Excel: the stamp on a first sheet "Export".
    const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
    const blank = text.indexOf('\n\n');
    expect(blank).toBeGreaterThan(0);
    const csvStamp = stampOf(await csvRows(text.slice(0, blank)));
    const csvTable = await csvRows(text.slice(blank + 2));
    const fromXlsx = new ExcelJS.Workbook();
    await fromXlsx.xlsx.read(Readable.from(excel.bytes));
    expect(fromXlsx.worksheets.map((sheet) => sheet.name)).toEqual(['Export', WIDGET]);
    const xlsxStamp = stampOf(rowsOf(fromXlsx.worksheets[0]));
    const xlsxTable = rowsOf(fromXlsx.worksheets[1]);

    for (const stamp of [csvStamp, xlsxStamp]) {
      expect(stamp.get('Widget')).toBe(WIDGET);
      // The widget list is no dashboard; its files cover the days the previews drew, with no filter.
      expect(stamp.has('Dashboard')).toBe(false);
      expect(days.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(stamp.get('Dates')).toBe(`${days.dateFrom} – ${days.dateTo}`);
      expect(stamp.get('Filters')).toBe('None');
    }

    for (const rows of [csvTable, xlsxTable]) {
      const header = (rows[0] ?? []).map(String);
      // The table's item column and its first field are both named 'Product': the file tells them apart.
      expect(new Set(header).size, header.join(' | ')).toBe(header.length);
      const price = header.indexOf('Selling price');
      expect(price).toBeGreaterThan(-1);
      const prices = rows
        .slice(1)
        .map((row) => row[price])
        .filter((cell): cell is number => typeof cell === 'number');
      expect(prices.length).toBeGreaterThan(0);
      // Averages of prices over a week have more decimals than any currency of the demo: the file has the cents.
      for (const value of prices) expect(decimalsIn(value), String(value)).toBeLessThanOrEqual(2);
    }
    expect(csvTable[0]).toEqual(xlsxTable[0]);
    expect(csvTable.length).toBe(xlsxTable.length);
  });
});
