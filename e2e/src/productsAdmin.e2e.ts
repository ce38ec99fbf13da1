import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

interface ProductRow {
  id: number;
  name: string;
  gtinCodes: string[];
  tags: { value: string }[];
}
interface FinderHit {
  productName: string;
  retailerName: string;
  shopProductId: string;
  pdpUrl: string;
}

/** A call of the active customer's API with the signed-in user's token, as the app makes it. */
async function customerCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  // The app stores the active customer once Home has loaded the user's customers.
  await page.waitForFunction(() => Number(localStorage.getItem('activeCustomerId')) > 0);
  const { status, answer } = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/customer/${localStorage.getItem('activeCustomerId')}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, answer: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  expect(status, JSON.stringify(answer)).toBeLessThan(300);
  return answer as T;
}

describe('products admin and product finder in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'pm@acme.test');
  });

  it('searches the products by GTIN, adds a new tag to the product, shows it after a reload and removes it again', async () => {
    const suffix = Date.now().toString(36);
    const category = await customerCall<{ id: number }>(page, 'POST', 'tag-categories', {
      name: `e2e-${suffix}`,
      label: `Campaign ${suffix}`,
    });
    const tagValue = `Spring ${suffix}`;
    await customerCall(page, 'POST', 'tags', { categoryId: category.id, value: tagValue });
    const first = await customerCall<{ products: ProductRow[] }>(page, 'POST', 'products-v2', {
      pageSize: 50,
      filterSets: [],
    });
    const product = first.products.find((row) => row.gtinCodes.length > 0)!;

    await page.goto('/admin/products/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.gtinCodes[0]!);
    await page.keyboard.press('Enter');
    // The first page shows the product too: wait for the search's answer, one row.
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count(), { timeout: 30_000 }).toBe(1);
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.waitFor();

    await row.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Tag for the selected products' }).fill(tagValue);
    await page.locator('.ant-select-item-option').filter({ hasText: tagValue }).click();
    await page.getByRole('button', { name: 'Add tag' }).click();
    await row.getByText(tagValue, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.gtinCodes[0]!);
    await page.keyboard.press('Enter');
    await page.getByRole('row').filter({ hasText: product.name }).getByText(tagValue, { exact: true }).waitFor();
    const stored = await customerCall<{ products: ProductRow[] }>(
      page,
      'GET',
      `products-v2?search=${product.gtinCodes[0]}`,
    );
    expect(stored.products.find((row) => row.id === product.id)?.tags.map((tag) => tag.value)).toContain(tagValue);

    const reloaded = page.getByRole('row').filter({ hasText: product.name });
    await reloaded.getByRole('checkbox').check();
    await page.getByRole('combobox', { name: 'Tag for the selected products' }).fill(tagValue);
    await page.locator('.ant-select-item-option').filter({ hasText: tagValue }).click();
    await page.getByRole('button', { name: 'Remove tag' }).click();
    await reloaded.getByText(tagValue, { exact: true }).waitFor({ state: 'detached' });
    const untagged = await customerCall<{ products: ProductRow[] }>(
      page,
      'GET',
      `products-v2?search=${product.gtinCodes[0]}`,
    );
    expect(untagged.products.find((row) => row.id === product.id)?.tags.map((tag) => tag.value)).not.toContain(
      tagValue,
    );
    // Leave the demo as it was: a new tag category is a new filter of every dashboard's filter bar.
    await customerCall(page, 'DELETE', `tag-categories/${category.id}`);
  });

  it('finds the product pages of a product by its name in the product finder', async () => {
    // A matched product has a page at every retailer it is expected at.
    const [firstProduct] = (
      await customerCall<{ products: ProductRow[] }>(page, 'GET', 'products-v2?pageSize=1&sort=matchStatus')
    ).products;
    const search = firstProduct!.name;
    const hits = await customerCall<FinderHit[]>(page, 'GET', `product-finder?search=${encodeURIComponent(search)}`);

    await page.goto('/product-finder/');
    // The page title sits at the top of its card, as on every screen (no browser default margin above it).
    const title = page.getByRole('heading', { level: 2, name: 'Product finder' });
    expect(await title.evaluate((heading) => getComputedStyle(heading).marginTop)).toBe('0px');
    await page.getByRole('searchbox', { name: 'Find products' }).fill(search);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === search);
    expect(hits.length).toBeGreaterThan(0);
    const hit = hits[0]!;
    const row = page.getByRole('row').filter({ hasText: hit.shopProductId });
    await row.waitFor();
    expect(await row.getByRole('link', { name: `Open at ${hit.retailerName}` }).getAttribute('href')).toBe(hit.pdpUrl);
    expect(await page.locator('tbody tr.ant-table-row').count()).toBe(Math.min(hits.length, 50));
    // The product's own picture, loaded from its signed address.
    const picture = row.getByRole('img', { name: hit.productName });
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});
