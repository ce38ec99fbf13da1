import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';
import { outboxMails } from './support/outbox';

/** Picks the option titled `title` (or the first one) of the multiple select labelled `label`, then closes its list. */
async function chooseOfMany(page: Page, label: string, title?: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = title
    ? openList.locator(`.ant-select-item-option[title="${title}"]`)
    : openList.locator('.ant-select-item-option').first();
  const chosen = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => openList.count()).toBe(0);
  return chosen;
}

/** CSV text as rows of cells, read as a spreadsheet program reads it. */
async function rowsOf(csv: string): Promise<string[][]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([csv]));
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(String(row.getCell(column).value ?? ''));
    rows.push(cells);
  });
  return rows;
}

/** A metrics × dimensions dataset the list shows ready, and the CSV it downloaded. */
interface BuiltDataset {
  subject: string;
  metric: string;
  dimension: string;
  filename: string;
  file: string;
}

/** The stamp's lines come first and name the dataset, then a blank line, the header and one row per retailer. */
async function expectRetailerCsv(file: string, { subject, metric, dimension }: BuiltDataset) {
  const blank = file.search(/\r?\n\r?\n/);
  expect(blank).toBeGreaterThan(0);
  const stamp = await rowsOf(file.slice(0, blank));
  expect(stamp.some((cells) => cells.includes(subject))).toBe(true);
  const [header, ...rows] = await rowsOf(file.slice(blank).trimStart());
  expect(header).toEqual(expect.arrayContaining([dimension, metric]));
  expect(rows.length).toBeGreaterThan(0);
  const retailers = rows.map((cells) => cells[header!.indexOf(dimension)]);
  expect(retailers.every((name) => name !== undefined && name !== '')).toBe(true);
}

describe('datasets in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  // Built by the first test and mailed again by the next, which saves a second build.
  let built: BuiltDataset | undefined;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test build a metrics × dimensions dataset from the menu, see it ready and download the CSV', async () => {
    const subject = `Availability by retailer ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Datasets', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/datasets/');
    await page.getByRole('heading', { name: 'Datasets' }).waitFor();

    await page.getByRole('button', { name: 'Build a dataset' }).first().click();
    await page.waitForURL((url) => url.pathname === '/datasets/builder/');
    await page.getByRole('heading', { name: 'Build a dataset' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(subject);
    const metric = await chooseOfMany(page, 'Metrics');
    const dimension = await chooseOfMany(page, 'Dimensions', 'Retailer');
    await page.getByRole('button', { name: 'Build dataset' }).click();

    // The list opens at once and is asked again while the dataset builds.
    await page.waitForURL((url) => url.pathname === '/datasets/');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Me', { exact: true }).waitFor();
    await row.getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: `Download ${subject}` }).click(),
    ]);
    const filename = download.suggestedFilename();
    expect(filename).toMatch(/\.csv$/);
    const file = (await downloadedBytes(download)).toString('utf8');
    const dataset = { subject, metric, dimension, filename, file };
    await expectRetailerCsv(file, dataset);
    built = dataset;
  });

  it('lets admin@acme.test mail a ready dataset again from the list: without recipients it goes to its owner, the CSV attached', async () => {
    if (!built) throw new Error('the first test did not build its dataset');
    const { subject, filename, file } = built;
    const dataDir = inject('dataDir');
    const mailsOf = async () => (await outboxMails(dataDir)).filter((mail) => mail.subject.includes(subject));
    // It was built without recipients, so nobody was mailed yet.
    expect(await mailsOf()).toEqual([]);

    await signInOnce(page, 'admin@acme.test');
    await page.goto('/datasets/');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: `Mail ${subject} again` }).click();
    await page.getByText(`"${subject}" was mailed to its recipients again.`).waitFor();

    await expect.poll(async () => (await mailsOf()).length).toBe(1);
    const [mail] = await mailsOf();
    expect(mail!.to).toBe('admin@acme.test');
    // The demo dataset is far below the 10 MB limit: the file is attached, not linked.
    expect(mail!.text).toContain(`The file ${filename} is attached.`);
    expect(mail!.attachments.map(({ filename: name, type }) => ({ name, type }))).toEqual([
      { name: filename, type: 'text/csv' },
    ]);
    const attached = mail!.attachments[0]!.content.toString('utf8');
    await expectRetailerCsv(attached, built);
    expect(attached).toBe(file);
  });

  it("lets admin@acme.test build a placed table widget's whole table from its card on a dashboard", async () => {
    const subject = `Product prices table ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    await page
      .getByRole('list', { name: 'Dashboards on Home' })
      .getByRole('link', { name: 'Availability and price' })
      .click();
    await page.getByRole('heading', { name: 'Availability and price', level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Build dataset from Product prices and stock', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/datasets/builder/' && url.searchParams.has('dwId'));
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toContain('Product prices and stock');
    expect(await page.getByRole('radio', { name: /^This dashboard widget: / }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: "The widget's table" }).isChecked()).toBe(true);
    await name.fill(subject);
    await page.getByRole('button', { name: 'Build dataset' }).click();

    await page.waitForURL((url) => url.pathname === '/datasets/');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: `Download ${subject}` }).click(),
    ]);
    const file = (await downloadedBytes(download)).toString('utf8');
    const blank = file.search(/\r?\n\r?\n/);
    expect(blank).toBeGreaterThan(0);
    const [header, ...rows] = await rowsOf(file.slice(blank).trimStart());
    expect(header!.length).toBeGreaterThan(1);
    expect(rows.length).toBeGreaterThan(0);
  });
});
