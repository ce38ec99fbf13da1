import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** What the predicate below reads in the page (this package has no DOM types). */
type PageGlobals = { localStorage: { getItem(key: string): string | null } };

const HEADER = 'Brand,Product name,GTIN,MPN,Attribute: Weight (kg)';
const GOOD_ROW = 'Kitchy,E2E Toaster,4006381333993,E2E-T1,1.5';

/** A signed-in API call of the page's session, for checking what the server stored. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).localStorage.getItem('activeCustomerId') !== null,
  );
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  const customerId = await page.evaluate<string | null>('localStorage.getItem("activeCustomerId")');
  const response = await page.request.get(`/api/customer/${customerId}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function createList(page: Page, name: string): Promise<number> {
  await page.goto('/admin/product-lists/add/');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name }).waitFor();
  await expect
    .poll(
      async () =>
        (await apiGet<{ id: number; name: string }[]>(page, 'product-lists')).find((l) => l.name === name)?.id,
    )
    .toBeGreaterThan(0);
  const lists = await apiGet<{ id: number; name: string }[]>(page, 'product-lists');
  return lists.find((list) => list.name === name)?.id ?? 0;
}

async function pickFile(page: Page, listId: number, name: string, text: string) {
  await page.goto(`/admin/product-lists/upload/?id=${listId}`);
  await page.getByRole('link', { name: 'Download template' }).waitFor();
  await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Process file' }).waitFor();
}

/** Processes the previewed file and waits for the finished dialog (the status is polled every 10 s). */
async function processAndWait(page: Page, title: string) {
  await page.getByRole('button', { name: 'Process file' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout: 45_000 });
  // The footer's Close, not the corner cross of the same name.
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
}

describe('product lists in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'pm@acme.test');
  });

  it('refuses a file with one bad row (INVALID_DATA_ROWS, nothing changed), then processes the fixed file', async () => {
    const listId = await createList(page, 'E2E kitchen');
    const bad = `${HEADER}\n${GOOD_ROW}\nKitchy,E2E Kettle,12345,E2E-K2,1.1\n`;
    await pickFile(page, listId, 'kitchen.csv', bad);
    await processAndWait(page, 'Products processing failed');
    await page.getByText('Invalid data found').first().waitFor();
    const problem = page.getByRole('table', { name: 'Problems' }).getByRole('row').nth(1);
    expect(await problem.getByRole('cell').allTextContents()).toEqual([
      '3',
      'GTIN',
      '12345 is not a GTIN: use 8, 12, 13 or 14 digits',
    ]);
    const refused = await apiGet<{ productCount: number; products: unknown[] }>(page, `product-lists/${listId}`);
    expect([refused.productCount, refused.products.length]).toEqual([0, 0]);

    const fixed = `${HEADER}\n${GOOD_ROW}\nKitchy,E2E Kettle,4006381334006,E2E-K2,1.1\n`;
    await pickFile(page, listId, 'kitchen.csv', fixed);
    await processAndWait(page, 'Products processing success');
    await page.getByText('Successfully processed').first().waitFor();
    const stored = await apiGet<{ products: { name: string }[] }>(page, `product-lists/${listId}`);
    expect(stored.products.map((product) => product.name)).toEqual(['E2E Kettle', 'E2E Toaster']);
  });

  it('detects the locale of a German file and processes it with that choice', async () => {
    const listId = await createList(page, 'E2E German');
    const german =
      'Marke;Product name;GTIN;Attribute: Gewicht (kg);Attribute: Einführung\n'.replace('Marke', 'Brand') +
      'Kitchy;E2E Mixer;4006381334013;1.234,5;31.12.2026\n';
    await pickFile(page, listId, 'produkte.csv', german);
    await page.getByText('Semicolon (;)').waitFor();
    await page.getByText('Comma (1234,5)').waitFor();
    await page.getByText('Day first (31.12.2026)').waitFor();
    await page.getByRole('table', { name: 'First rows' }).getByText('1.234,5').waitFor();
    await processAndWait(page, 'Products processing success');
    const stored = await apiGet<{ products: { name: string }[] }>(page, `product-lists/${listId}`);
    expect(stored.products.map((product) => product.name)).toEqual(['E2E Mixer']);
  });

  it('shows the finished dialog on another screen once the processing ends, and leads to the products', async () => {
    const listId = await createList(page, 'E2E away');
    // Files under 100 bytes are refused as empty: two rows.
    const rows = ['Kitchy,E2E Grinder,4006381334020,E2E-G1,0.9', 'Kitchy,E2E Scale,4006381334037,E2E-S1,0.4'];
    await pickFile(page, listId, 'away.csv', `${HEADER}\n${rows.join('\n')}\n`);
    await page.getByRole('button', { name: 'Process file' }).click();
    await page.getByText('The file is being processed.').waitFor();
    // The poll belongs to the main layout, not to the upload screen: it goes on while the reader is elsewhere.
    await page.goto('/dashboards/');
    const dialog = page.getByRole('dialog', { name: 'Products processing success' });
    await dialog.waitFor({ timeout: 45_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboards/');
    await dialog.getByText('The products have been processed successfully.').waitFor();
    await dialog.getByRole('button', { name: 'Go to products' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/');
    await dialog.waitFor({ state: 'detached' });
    const stored = await apiGet<{ products: { name: string }[] }>(page, `product-lists/${listId}`);
    expect(stored.products.map((product) => product.name)).toEqual(['E2E Grinder', 'E2E Scale']);
  });
});
