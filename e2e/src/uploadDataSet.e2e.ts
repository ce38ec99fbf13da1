import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

const HEADER = 'day,retailerId,productId,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating';

/** What the predicate below reads in the page (this package has no DOM types). */
type PageGlobals = { localStorage: { getItem(key: string): string | null } };

/** The first tracked retailer and product of the active customer, as the filter lists answer them. */
async function catalogueKeys(page: Page) {
  // The active customer is chosen once the customer list has loaded after sign-in.
  // A function, not a string: a string predicate would need eval in the page, which the app's CSP refuses.
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).localStorage.getItem('activeCustomerId') !== null,
  );
  const token = await page.evaluate<string | null>('localStorage.getItem("token")');
  const customerId = await page.evaluate<string | null>('localStorage.getItem("activeCustomerId")');
  const items = async (segment: string) => {
    const response = await page.request.get(`/api/customer/${customerId}/dashboard/filter/${segment}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { id: number }[];
  };
  const [retailer] = await items('retailers');
  const [product] = await items('products');
  if (!retailer || !product) throw new Error('the demo customer tracks no retailer or product');
  return { retailerId: retailer.id, productId: product.id };
}

/** Picks a CSV file on the screen; the preview with the detected locale answers before anything is stored. */
async function pick(page: Page, name: string, text: string) {
  await page.goto('/upload-data-set/');
  await page.getByRole('heading', { name: 'Upload data set' }).waitFor();
  await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('table', { name: 'First rows' }).waitFor();
}

/** Picks a CSV file and confirms the detected locale. */
async function upload(page: Page, name: string, lines: string[]) {
  await pick(page, name, [HEADER, ...lines].join('\n') + '\n');
  await page.getByRole('button', { name: 'Upload data set' }).click();
}

describe('data-set upload in Chromium', () => {
  const browser = useBrowser();
  let page: Page;
  let keys: { retailerId: number; productId: number };
  const row = (day: string, price: string) =>
    `${day},${keys.retailerId},${keys.productId},true,true,${price},,EUR,12,4.2`;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    keys = await catalogueKeys(page);
  });

  it('stores a valid CSV and says so; the same observation again replaces it', async () => {
    await upload(page, 'first.csv', [row('2025-06-01', '19.99')]);
    await page.getByText('1 observation stored.', { exact: true }).waitFor();
    await upload(page, 'again.csv', [row('2025-06-01', '18.49')]);
    await page.getByText('1 observation stored, 1 of them replaced observations already stored.').waitFor();
  });

  it('lists the problems of a file with a bad row by row and column, and stores none of its rows', async () => {
    await upload(page, 'bad.csv', [row('2025-06-02', '21.00'), row('2025-06-03', 'twenty')]);
    await page.getByText('Nothing was stored: fix these problems and upload the file again.').waitFor();
    const problem = page.getByRole('table').getByRole('row').nth(1);
    expect(await problem.getByRole('cell').allTextContents()).toEqual([
      '3',
      'sellingPrice',
      'Not a number: use a point for decimals, e.g. 19.99',
    ]);

    // The valid row of the rejected file was not stored: storing it now replaces nothing.
    await upload(page, 'fixed.csv', [row('2025-06-02', '21.00')]);
    await page.getByText('1 observation stored.', { exact: true }).waitFor();
  });
});

describe('data-set upload of a German file in Chromium', () => {
  const browser = useBrowser();
  let page: Page;
  let keys: { retailerId: number; productId: number };

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    keys = await catalogueKeys(page);
  });

  it('shows the detected locale and first rows, stores the rows and reads its days day-first', async () => {
    // 01.11.2025 is 1 November only when read day-first; 1.234,56 is a number only with a decimal comma.
    const german = [
      ['31.10.2025', keys.retailerId, keys.productId, 'true', 'true', '1.234,56', '', 'EUR', '1.200', '4,5'],
      ['01.11.2025', keys.retailerId, keys.productId, 'true', 'false', '19,99', '', 'EUR', '12', '4,2'],
    ].map((cells) => cells.map(String));
    await pick(
      page,
      'preise.csv',
      [HEADER.replaceAll(',', ';'), ...german.map((cells) => cells.join(';'))].join('\r\n'),
    );
    await page.getByText('Semicolon (;)').waitFor();
    await page.getByText('Comma (1234,5)').waitFor();
    await page.getByText('Day first (31.12.2026)').waitFor();
    const firstRow = page.getByRole('table', { name: 'First rows' }).getByRole('row').nth(1);
    expect(await firstRow.getByRole('cell').allTextContents()).toEqual(german[0]);
    await page.getByRole('button', { name: 'Upload data set' }).click();
    await page.getByText('2 observations stored.', { exact: true }).waitFor();

    // The same observations written as ISO days with decimal points replace both: the days were read day-first.
    const NUMBERS = new Set(['sellingPrice', 'reviewCount', 'rating']);
    const columns = HEADER.split(',');
    const plain = german.map((cells) =>
      cells
        .map((cell, index) =>
          index === 0
            ? cell.split('.').reverse().join('-')
            : NUMBERS.has(columns[index] ?? '')
              ? cell.replaceAll('.', '').replace(',', '.')
              : cell,
        )
        .join(','),
    );
    await upload(page, 'plain.csv', plain);
    await page.getByText('2 observations stored, 2 of them replaced observations already stored.').waitFor();
  });
});
