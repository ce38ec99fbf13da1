import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

/** A demo data table (apps/api seed) with money and two fields both named 'Product'. */
const WIDGET = 'Product prices and stock';

type Cell = string | number | null;

/** The first sheet as plain rows, as a spreadsheet user would read it. */
async function rowsOf(workbook: ExcelJS.Workbook): Promise<Cell[][]> {
  const sheet = workbook.worksheets[0];
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

/** Opens the card's Download menu, picks an entry and answers the file the browser saved. */
async function downloadFrom(page: Page, card: Locator, entry: 'CSV' | 'Excel') {
  await card.getByRole('button', { name: `Download ${WIDGET}` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('menuitem', { name: entry, exact: true }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), path };
}

const decimalsIn = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('widget downloads in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('saves a widget as CSV and as Excel from its card menu, with distinct headers and money in cents', async () => {
    await signIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/widgets/');
    const card = page.getByRole('article', { name: WIDGET, exact: true });
    await card.waitFor({ timeout: 60_000 });
    const preview = card.getByRole('figure', { name: `Preview of ${WIDGET}` });
    await expect.poll(async () => preview.getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');

    const csv = await downloadFrom(page, card, 'CSV');
    expect(csv.name).toBe(`${WIDGET}.csv`);
    const excel = await downloadFrom(page, card, 'Excel');
    expect(excel.name).toBe(`${WIDGET}.xlsx`);

    const fromCsv = new ExcelJS.Workbook();
    await fromCsv.csv.readFile(csv.path);
    const fromXlsx = new ExcelJS.Workbook();
    await fromXlsx.xlsx.readFile(excel.path);
    const csvRows = await rowsOf(fromCsv);
    const xlsxRows = await rowsOf(fromXlsx);

    for (const rows of [csvRows, xlsxRows]) {
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
    expect(csvRows[0]).toEqual(xlsxRows[0]);
    expect(csvRows.length).toBe(xlsxRows.length);
  });
});
