import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

/** Every mail of the outbox that names `text` (raw: an attachment's name is in its headers). */
async function mailsWith(text: string): Promise<string[]> {
  const outbox = join(inject('dataDir'), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(text));
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
    await signIn(page, 'admin@acme.test');
    await page.waitForURL((url) => url.pathname === '/');
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
    await chooseFirst(page, 'Dashboard widget');
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
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain(subject);

    await expect.poll(async () => (await mailsWith(`${filename}.csv`)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const [mail] = await mailsWith(`${filename}.csv`);
    expect(mail).toMatch(/Content-Disposition: attachment;\s*filename="?[^"\r\n]*\.csv/i);
  });
});
