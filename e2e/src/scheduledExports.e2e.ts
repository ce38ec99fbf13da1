import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';
import { outboxMails } from './support/outbox';

/** Every mail of the outbox with a file named `filename` attached. */
async function mailsAttaching(filename: string) {
  const mails = await outboxMails(inject('dataDir'));
  return mails.filter((mail) => mail.attachments.some((file) => file.filename === filename));
}

/** Picks the first option of the select labelled `label`. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = openList.locator('.ant-select-item-option').first();
  const title = (await option.getAttribute('title')) ?? '';
  await option.click();
  await expect.poll(() => openList.count()).toBe(0);
  return title;
}

/** Picks the first option of the multiple select labelled `label`, then closes its list. */
async function chooseFirstOfMany(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = openList.locator('.ant-select-item-option').first();
  const title = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => openList.count()).toBe(0);
  return title;
}

/** A stamp's CSV lines (label, value) as label → value, read as a spreadsheet program reads them. */
async function stampOf(lines: string): Promise<Map<string, string>> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([lines]));
  const stamp = new Map<string, string>();
  sheet.eachRow((row) => stamp.set(String(row.getCell(1).value), String(row.getCell(2).value ?? '')));
  return stamp;
}

describe('scheduled exports in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test schedule a widget export from the menu, run it now, download the run and find the mail with the file', async () => {
    const stamp = Date.now().toString(36);
    const subject = `Morning availability ${stamp}`;
    const filename = `availability-${stamp}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Scheduled exports', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/exports/scheduled/');
    await page.getByRole('heading', { name: 'Scheduled exports' }).waitFor();

    await page.getByRole('button', { name: 'Create export' }).click();
    await page.waitForURL((url) => url.pathname === '/exports/scheduled/edit/');
    await page.getByRole('heading', { name: 'Create export' }).waitFor();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill(filename);
    // The option reads 'Widget (Dashboard)'; the file's stamp must name both.
    const target = await chooseFirst(page, 'Dashboard widget');
    // The preset the form shows, as a person reads it ('Last 7 days').
    const dateRange = (
      await page
        .locator('.ant-form-item', { has: page.getByLabel('Date range', { exact: true }) })
        .locator('.ant-select')
        .first()
        .innerText()
    ).trim();
    expect(dateRange).not.toBe('');
    const savedFilter = await chooseFirstOfMany(page, 'Saved filters');
    await expect.poll(() => page.getByTestId('next-export').textContent()).toMatch(/UTC$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/exports/scheduled/');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Daily at 08:00 UTC').waitFor();
    await row.getByText('Me', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Run ${subject} now` }).click();
    // Run now opens the row's runs; they are asked again until the run is done.
    const done = page.locator('.ant-table-expanded-row').getByText('Done', { exact: true });
    await done.first().waitFor({ timeout: 120_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page
        .locator('.ant-table-expanded-row')
        .getByRole('button', { name: /^Download / })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${filename}.csv`);
    const file = (await downloadedBytes(download)).toString('utf8');
    // The stamp's lines come first, then a blank line, then the widget's table.
    const lines = await stampOf(file.slice(0, file.indexOf('\n\n')));
    expect(lines.get('Scheduled export')).toBe(subject);
    expect(`${lines.get('Widget')} (${lines.get('Dashboard')})`).toBe(target);
    expect(lines.get('Dates')).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2} \(/);
    expect(lines.get('Dates')?.endsWith(`(${dateRange})`), lines.get('Dates')).toBe(true);
    expect(lines.get('Saved filters')).toBe(savedFilter);
    expect(file.slice(file.indexOf('\n\n') + 2).split('\n').length).toBeGreaterThan(1);

    await expect
      .poll(async () => (await mailsAttaching(`${filename}.csv`)).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const [mail] = await mailsAttaching(`${filename}.csv`);
    expect(mail!.subject).toContain(subject);
    const [attached] = mail!.attachments;
    expect(attached!.type).toBe('text/csv');
    expect(attached!.content.toString('utf8')).toBe(file);
  });
});
