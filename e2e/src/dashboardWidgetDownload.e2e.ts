import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** A demo dashboard of Acme Retail's admin and a data table placed on it (apps/api seed). */
const DASHBOARD = 'Availability and price';
const WIDGET = 'Product prices and stock';

/** CSV text read as a spreadsheet program reads it, every cell as text. */
async function csvRows(text: string): Promise<string[][]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([text]));
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(String(row.getCell(column).value ?? ''));
    rows.push(cells);
  });
  return rows;
}

describe('the download of a placed dashboard widget in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('saves the card’s CSV stamped with its dashboard, dates and the rows it holds', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    await page.goto('/dashboards/');
    await page
      .getByRole('region', { name: 'All dashboards' })
      .getByRole('link', { name: DASHBOARD, exact: true })
      .click({ timeout: 60_000 });
    await page.getByRole('heading', { name: DASHBOARD, level: 1 }).waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: `Download ${WIDGET}`, exact: true }).click({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('menuitem', { name: 'CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${WIDGET}.csv`);
    const file = await downloadedBytes(download);
    // UTF-8 with a byte-order mark, so spreadsheet programs read the en dash and currency signs.
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8').replace(/^\uFEFF/, '');
    const blank = text.indexOf('\n\n');
    expect(blank).toBeGreaterThan(0);
    const stamp = new Map((await csvRows(text.slice(0, blank))).map(([label = '', value = '']) => [label, value]));
    const table = await csvRows(text.slice(blank + 2));

    expect(stamp.get('Widget')).toBe(WIDGET);
    expect(stamp.get('Dashboard')).toBe(DASHBOARD);
    expect(stamp.get('Dates')).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
    // The file holds the first page of 50 rows of the widget, as its stamp says; the header is not a row.
    const rows = table.length - 1;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(50);
    const [, first, last, total] = /^(\d+)–(\d+) of (\d+)$/.exec(stamp.get('Rows') ?? '') ?? [];
    expect(Number(first)).toBe(1);
    expect(Number(last)).toBe(rows);
    expect(Number(total)).toBeGreaterThanOrEqual(rows);
    // Every row as wide as its header.
    for (const row of table) expect(row.length).toBe(table[0]!.length);
  });
});
